import { useSearchParams } from "react-router";
import type { UiCopy } from "../../../shared/i18n/copy";
import { localizeApiMessage, localizeFieldErrors } from "../../../shared/i18n/api-messages";
import { useCopy } from "../../lib/region/use-copy";
import { useRootData } from "../../root-data-context";
import { NEWSLETTER_FORM_TYPE } from "../../../shared/lead-form-types";

/** The thank-you of a plain form post; a newsletter sign-up still has to be confirmed from the email. */
function thanksFor(params: URLSearchParams, text: UiCopy["formStatus"]): [title: string, text: string] {
  if (params.get("submitted") !== NEWSLETTER_FORM_TYPE) return [text.thanksTitle, text.thanksText];
  if (params.get("subscription") === "subscribed") return [text.subscribedTitle, text.subscribedText];
  return [text.confirmTitle, text.confirmText];
}

/**
 * The no-JavaScript path of every lead form. A plain HTML post that succeeds
 * comes back to its page with ?submitted=<form type> and sees a thank-you; one
 * that fails validation gets the same page rendered again with what went wrong.
 * Forms also show errors beside their fields; this summary makes sure nothing is silent.
 */
export function FormStatusNotice() {
  const { formState } = useRootData();
  const [searchParams] = useSearchParams();
  const copy = useCopy();
  if (formState) {
    return (
      <div role="alert" className="container-page mt-6">
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{localizeApiMessage(formState.message, copy.apiMessages)}</p>
          {Object.keys(formState.fieldErrors).length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(localizeFieldErrors(formState.fieldErrors, copy.apiMessages)).map(([field, messages]) => (
                <li key={field}>
                  <span className="font-medium">{field}</span>: {messages.join(" ")}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }
  if (searchParams.has("submitted")) {
    const [title, text] = thanksFor(searchParams, copy.formStatus);
    return (
      <div role="status" className="container-page mt-6">
        <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">{title}</p>
          <p>{text}</p>
        </div>
      </div>
    );
  }
  return null;
}
