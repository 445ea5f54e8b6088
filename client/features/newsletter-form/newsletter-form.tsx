import { Link } from "../../lib/region/region-link";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { usePageRegion } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { NEWSLETTER_FORM_TYPE } from "../../../shared/lead-form-types";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-500";

/**
 * Newsletter sign-up: email required, name optional. A plain form post without
 * JavaScript; JSON with it. Double opt-in: the server emails a link that confirms
 * the subscription, so the visitor is told to check their inbox. Signing up again
 * resends that link, or says politely (200) that the address is already subscribed.
 */
export function NewsletterForm({ returnTo }: { returnTo: string }) {
  const formId = "newsletter";
  const region = usePageRegion();
  const copy = useCopy();
  const text = copy.newsletterForm;
  const { values, fieldErrors, isPending, notice, handleSubmit } = useLeadPost({
    formType: NEWSLETTER_FORM_TYPE,
    success: ({ body }) =>
      body.subscription === "subscribed"
        ? { title: text.alreadySubscribed, description: body.message }
        : { title: text.checkInbox, description: body.message },
    failure: text.failure,
  });
  const props = (name: string) => fieldProps(formId, name, fieldErrors);

  return (
    <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="space-y-4" aria-label={text.label}>
      <LeadHiddenFields returnTo={returnTo} fields={{ contactFormType: NEWSLETTER_FORM_TYPE, source: "newsletter_page", region }} />
      <div>
        <label htmlFor={`${formId}-email`} className="block text-sm font-medium text-slate-800">
          {text.email} <span aria-hidden="true">*</span>
        </label>
        <input
          {...props("email")}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          className={inputClass}
        />
        <FieldError formId={formId} name="email" fieldErrors={fieldErrors} />
      </div>
      <div>
        <label htmlFor={`${formId}-name`} className="block text-sm font-medium text-slate-800">
          {text.firstName} <span className="font-normal text-slate-500">{copy.common.optional}</span>
        </label>
        <input {...props("name")} type="text" autoComplete="given-name" maxLength={200} defaultValue={values.name} className={inputClass} />
        <FieldError formId={formId} name="name" fieldErrors={fieldErrors} />
      </div>
      <button type="submit" className="btn btn-accent w-full" disabled={isPending}>
        {isPending ? text.submitting : text.submit}
      </button>
      <p className="text-xs text-slate-500">
        {text.privacyBefore}{" "}
        <Link to="/privacy-policy" className="underline">
          {copy.footer.privacyPolicy}
        </Link>
        .
      </p>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {notice}
      </p>
    </form>
  );
}
