import { useState, type FormEvent } from "react";
import { LEAD_CONTROL_FIELDS } from "../../../shared/lead-control-fields";
import type { ContactFormType, LeadCreated, LeadInput } from "../../../shared/schemas/lead";
import { apiRequest, HttpStatusError } from "../../api/http";
import { leadPostControls } from "../../lib/spam-guard/lead-post-controls";
import { toast } from "../../lib/toasts/toast-store";
import { useRootData } from "../../root-data-context";

// Shared by the site's plain lead forms. Each form is a real <form method="post"
// action="/api/contacts"> whose inputs are named like the lead's fields, so the
// no-JavaScript post and the JSON the script sends carry exactly the same lead.

/** Form fields that steer the no-JavaScript response, and the anti-spam and attribution fields: never part of the lead. */
const isControlField = (name: string) => name === "returnTo" || LEAD_CONTROL_FIELDS.has(name);

/** The lead a form holds: trimmed values, empty ones left out, repeated names joined (as the server does). */
export function leadFromForm(form: HTMLFormElement): LeadInput {
  const values = new Map<string, string[]>();
  for (const [name, raw] of new FormData(form).entries()) {
    if (isControlField(name) || typeof raw !== "string") continue;
    const value = raw.trim();
    if (value !== "") values.set(name, [...(values.get(name) ?? []), value]);
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.join(", ")])) as unknown as LeadInput;
}

export interface LeadResult {
  /** 201: stored as new; 200: it was already there (a repeated newsletter sign-up). */
  status: number;
  body: LeadCreated;
}

/** Posts a lead with its attribution and anti-spam fields (the form's honeypot, when there is a form). */
export async function postLead(lead: LeadInput, form?: HTMLFormElement): Promise<LeadResult> {
  const response = await apiRequest("POST", "/api/contacts", { ...lead, ...(await leadPostControls(form)) });
  return { status: response.status, body: (await response.json()) as LeadCreated };
}

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpStatusError)) return {};
  try {
    const parsed = JSON.parse(error.bodyText) as { fieldErrors?: Record<string, string[]> };
    return parsed.fieldErrors ?? {};
  } catch {
    return {};
  }
}

/**
 * Values and errors for one form: those echoed by the server after a failed
 * no-JavaScript post (only when they belong to this form), then those of the last
 * script submission. Submitting posts JSON and reports the outcome in a toast.
 */
export function useLeadForm(options: {
  formType: ContactFormType;
  failureMessage: string;
  onSuccess(result: LeadResult): { title: string; description: string };
}) {
  const { formState } = useRootData();
  const echoed = formState?.formType === options.formType ? formState : null;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(echoed?.fieldErrors ?? {});
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setNotice(null);
    try {
      const result = await postLead(leadFromForm(form), form);
      const shown = options.onSuccess(result);
      toast(shown);
      setNotice(`${shown.title} ${shown.description}`);
      setFieldErrors({});
      form.reset();
    } catch (error) {
      const serverMessage = error instanceof HttpStatusError ? error.serverMessage : null;
      setFieldErrors(fieldErrorsOf(error));
      toast({ title: "Error", description: serverMessage ?? options.failureMessage, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return { values: echoed?.values ?? {}, fieldErrors, isPending, notice, handleSubmit };
}

/** id, name and ARIA wiring of an input whose error shows beside it. */
export function fieldProps(formId: string, name: string, fieldErrors: Record<string, string[]>) {
  const hasError = (fieldErrors[name]?.length ?? 0) > 0;
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": hasError || undefined,
    "aria-describedby": hasError ? `${formId}-${name}-error` : undefined,
  };
}
