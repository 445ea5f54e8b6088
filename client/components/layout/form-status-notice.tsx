import { useSearchParams } from "react-router";
import { useRootData } from "../../root-data-context";

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
    const isNewsletter = searchParams.get("submitted") === "newsletter-contact-form";
    return (
      <div role="status" className="container-page mt-6">
        <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">
            {isNewsletter ? "Thank you, you're subscribed." : "Thank you, your message has reached our team."}
          </p>
          <p>{isNewsletter ? "Watch your inbox for the next issue." : "We'll get back to you within 24 hours."}</p>
        </div>
      </div>
    );
  }
  return null;
}
