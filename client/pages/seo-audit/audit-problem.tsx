import type { Ref } from "react";
import { SEO_AUDIT_MESSAGES } from "../../../shared/seo-audit-report";

// Why there is no report, in plain words, with what the visitor can do about it.

function adviceFor(message: string, status: number): string {
  switch (message) {
    case SEO_AUDIT_MESSAGES.refused:
      return "We audit public websites only: an address on the internet, on the standard web ports (80 and 443), without a user name or password in it.";
    case SEO_AUDIT_MESSAGES.unreachable:
      return "Check the spelling of the address and that the site is online, then try again.";
    case SEO_AUDIT_MESSAGES.badCertificate:
      return "Browsers warn visitors away from this site, and search engines will not send them there. Renew or fix the certificate (it must be current and name this domain), then run the audit again.";
    case SEO_AUDIT_MESSAGES.timeout:
      return "A slow first response hurts rankings too. Try again in a moment; if it keeps happening, the server needs attention.";
    case SEO_AUDIT_MESSAGES.notHtml:
      return "Enter the address of a page people visit in their browser, not a file or an image.";
    default:
      return status === 400 ? "Enter a full address, such as https://www.example.com." : "Please try again in a moment.";
  }
}

export function AuditProblem(props: { message: string; status: number; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section role="alert" className="mt-8 scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-6" data-testid="audit-problem">
      <h2 ref={props.headingRef} tabIndex={-1} className="text-lg font-semibold text-red-900 outline-none">
        {props.message}
      </h2>
      <p className="mt-2 text-red-900">{adviceFor(props.message, props.status)}</p>
    </section>
  );
}
