import { useSearchParams } from "react-router";
import { useRootData } from "../../root-data-context";

/** The thank-you of a plain form post; a newsletter sign-up still has to be confirmed from the email. */
function thanksFor(params: URLSearchParams): [title: string, text: string] {
  if (params.get("submitted") !== "newsletter-contact-form")
    return ["Thank you, your message has reached our team.", "We'll get back to you within 24 hours."];
  if (params.get("subscription") === "subscribed") return ["Good news: this address is already subscribed.", "There's nothing more to do."];
  return ["Almost there: check your inbox.", "Click the link in the email we've just sent you to confirm your subscription."];
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
  if (formState) {
    return (
      <div role="alert" className="container-page mt-6">
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{formState.message}</p>
          {Object.keys(formState.fieldErrors).length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(formState.fieldErrors).map(([field, messages]) => (
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
    const [title, text] = thanksFor(searchParams);
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
