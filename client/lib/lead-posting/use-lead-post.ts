import { useContext, useEffect, useRef, useState, type FormEvent } from "react";
import { QueryCacheContext, queryClientIfMade } from "../../api/query-cache";
import { LEAD_CONTROL_FIELDS } from "../../../shared/lead-control-fields";
import type { LeadInput } from "../../../shared/schemas/lead";
import type { ContactFormType } from "../../../shared/lead-form-types";
import { type ApiProblem, readApiProblem } from "../../api/http";
import { localizeApiMessage } from "../../../shared/i18n/api-messages";
import { useRootData } from "../../root-data-context";
import { useCopy } from "../region/use-copy";
import { toast, type ToastInput } from "../toasts/toast-store";
import { rememberBookingContact } from "../booking/booking-contact";
import { withLeadContext } from "./lead-context";
import { RETURN_TO_FIELD } from "./plain-lead-form";
import type { LeadResult } from "./post-lead";

/** A lead, or what builds it on submit once its code has loaded. */
export type LeadSource = LeadInput | (() => Promise<LeadInput>);

export interface LeadPostOptions {
  /** The plain form whose failed no-JavaScript post the server echoes back (shared/form-state.ts); popups have none. */
  formType?: ContactFormType;
  /** The notification once the lead is stored; the server's message comes already in the page's language. */
  success(result: LeadResult): ToastInput;
  /**
   * A failure's notification, or the text shown under "Error" when the server gives no message of its own.
   * A function gets the server's problem with its message already in the page's language.
   */
  failure: string | ((problem: ApiProblem) => ToastInput);
}

/** Where a form's last post stands: what it shows (Submitting..., the thanks) follows it. */
type Sending = { status: "idle" } | { status: "pending" } | { status: "sent"; result: LeadResult };

// The posting code loads on the first submit, not with the page.
const loadPostLead = () => import("./post-lead");

/**
 * The one way the browser posts a lead, for every lead form and popup.
 *
 * The notifications and the refresh of the leads inbox run even if the form or
 * popup is gone by the time the answer comes: the lead was sent either way. What a
 * single call passes to `post` (the next popup step, a reset) runs only while the
 * form is still there. Field errors come from the server's answer, or at first from
 * a failed plain post of this form that the server rendered again.
 */
export function useLeadPost(options: LeadPostOptions) {
  const queryCache = useContext(QueryCacheContext);
  const { formState } = useRootData();
  const copy = useCopy();
  const echoed = options.formType !== undefined && formState?.formType === options.formType ? formState : null;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(echoed?.fieldErrors ?? {});
  const [sending, setSending] = useState<Sending>({ status: "idle" });
  // Set while the form is there: what one call asks for runs only then.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The server speaks English; its messages are shown in the page's language (docs/decisions/0017-copy-per-language-and-currency.md).
  const translate = (message: string) => localizeApiMessage(message, copy.apiMessages);
  const succeeded = (result: LeadResult) =>
    options.success({ ...result, body: { ...result.body, message: translate(result.body.message) } });

  async function send(source: LeadSource, form: HTMLFormElement | null, onSuccess?: (result: LeadResult) => void) {
    setSending({ status: "pending" });
    let result: LeadResult;
    try {
      const lead = typeof source === "function" ? await source() : source;
      result = await (await loadPostLead()).postLead(await withLeadContext(lead, form));
      // Every booking link now fills in who this is (client/lib/booking/booking-contact.ts).
      rememberBookingContact(lead.name, lead.email);
    } catch (error) {
      const answered = readApiProblem(error);
      setFieldErrors(answered.fieldErrors);
      setSending({ status: "idle" });
      const problem = { ...answered, message: answered.message && translate(answered.message) };
      const { failure } = options;
      toast(
        typeof failure === "function"
          ? failure(problem)
          : { title: copy.common.error, description: problem.message ?? failure, variant: "destructive" },
      );
      return;
    }
    // An open leads inbox (client/features/admin/admin-queries.ts) shows the new lead; with no
    // query cache made yet, no inbox is open.
    void queryClientIfMade(queryCache)?.invalidateQueries({ queryKey: ["/api/contacts"] });
    setFieldErrors({});
    setSending({ status: "sent", result });
    toast(succeeded(result));
    if (mounted.current) onSuccess?.(result);
  }

  /**
   * Posts a lead with the context every lead carries. Pass the form it came from, if
   * any, so its honeypot is read; `onSuccess` runs only while the form is still there.
   */
  const post = (source: LeadSource, options: { form?: HTMLFormElement; onSuccess?: (result: LeadResult) => void } = {}) =>
    void send(source, options.form ?? null, options.onSuccess);

  /** Submit handler of a plain lead form: posts the lead its inputs hold, then empties it. */
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The hidden context fields travel beside the lead, not in it (lead-context.ts).
    for (const name of [RETURN_TO_FIELD, ...LEAD_CONTROL_FIELDS]) data.delete(name);
    post(async () => (await loadPostLead()).leadFromFormData(data), { form, onSuccess: () => form.reset() });
  };

  const shown = sending.status === "sent" ? succeeded(sending.result) : null;
  return {
    post,
    handleSubmit,
    isPending: sending.status === "pending",
    isSuccess: sending.status === "sent",
    /** The success notification's text while it applies, for a status line beside the form. */
    notice: shown ? `${shown.title} ${shown.description ?? ""}`.trim() : null,
    /** What the visitor typed into a failed plain post of this form. */
    values: echoed?.values ?? {},
    fieldErrors,
  };
}
