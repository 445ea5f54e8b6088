import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { LeadInput } from "../../../shared/schemas/lead";
import { apiRequest, HttpStatusError } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { useRootData } from "../../root-data-context";

// n8n automations is "coming soon"; visitors leave their email to hear
// at launch. The form is a plain POST to /api/contacts (works without
// JavaScript: 303 back with ?submitted=n8n-waitlist, or this page again with
// status 400 and the errors); with JavaScript it posts JSON and shows toasts.

export const N8N_WAITLIST_FORM_TYPE = "n8n-waitlist";
const RETURN_TO = "/services/n8n-automations";

/** Fixed fields that travel with every waitlist lead (hidden inputs without JavaScript). */
const fixedFields = {
  contactFormType: N8N_WAITLIST_FORM_TYPE,
  inquiry_type: N8N_WAITLIST_FORM_TYPE,
  service: "N8N Automations",
  source: "n8n_automations_page",
  preferred_contact: "email",
} as const satisfies Partial<LeadInput>;

type FieldErrors = Record<string, string[]>;

/** The visitor's fields plus the fixed ones; blank optional fields are left out. */
export function waitlistPayload(form: HTMLFormElement): LeadInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const optional = (name: "name" | "agencyName" | "message") => (text(name) ? { [name]: text(name) } : {});
  return { ...fixedFields, email: text("email"), ...optional("name"), ...optional("agencyName"), ...optional("message") };
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof HttpStatusError)) return {};
  try {
    const body = JSON.parse(error.bodyText) as { fieldErrors?: FieldErrors };
    return body.fieldErrors ?? {};
  } catch {
    return {};
  }
}

export function N8nWaitlistForm() {
  const { formState } = useRootData();
  const [searchParams] = useSearchParams();
  // A failed plain post comes back with what the visitor typed and what was wrong.
  const echoed = formState?.formType === N8N_WAITLIST_FORM_TYPE ? formState : null;
  const [isJoined, setJoined] = useState(searchParams.get("submitted") === N8N_WAITLIST_FORM_TYPE);
  const [isPending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(echoed?.fieldErrors ?? {});
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("POST", "/api/contacts", waitlistPayload(event.currentTarget));
      setErrors({});
      setJoined(true);
      toast({ title: "You're on the list!", description: "We'll email you as soon as n8n automations launch." });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const message = error instanceof HttpStatusError ? error.serverMessage : null;
      toast({ variant: "destructive", title: "Error", description: message ?? "Failed to join the waitlist. Please try again." });
    } finally {
      setPending(false);
    }
  }

  if (isJoined) {
    return (
      <div role="status" className="card border-emerald-300 bg-emerald-50 p-6 text-emerald-900">
        <p className="text-lg font-semibold">You're on the list.</p>
        <p className="mt-1">We'll email you as soon as n8n automations launch, before we announce them anywhere else.</p>
      </div>
    );
  }

  const value = (name: string) => echoed?.values[name] ?? "";
  const errorOf = (name: string) => errors[name]?.join(" ");
  const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500";

  return (
    <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="card space-y-4 p-6" aria-label="Join the n8n automations waitlist">
      <input type="hidden" name="returnTo" value={RETURN_TO} />
      {Object.entries(fixedFields).map(([name, fixed]) => (
        <input key={name} type="hidden" name={name} value={fixed} />
      ))}
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-900">
          Work email <span className="text-red-700">(required)</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={value("email")}
          aria-invalid={errorOf("email") ? true : undefined}
          aria-describedby={errorOf("email") ? `${id}-email-error` : undefined}
          className={inputClass}
        />
        {errorOf("email") && (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
            {errorOf("email")}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-900">
            Your name
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" defaultValue={value("name")} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-agency`} className="text-sm font-semibold text-slate-900">
            Agency name
          </label>
          <input id={`${id}-agency`} name="agencyName" type="text" autoComplete="organization" defaultValue={value("agencyName")} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-900">
          Which automations do your clients ask for?
        </label>
        <textarea id={`${id}-message`} name="message" rows={3} defaultValue={value("message")} className={inputClass} />
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isPending}>
        {isPending ? "Joining..." : "Notify me at launch"}
      </button>
    </form>
  );
}
