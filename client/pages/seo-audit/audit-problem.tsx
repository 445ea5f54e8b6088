import type { Ref } from "react";
import { localizeApiMessage } from "../../../shared/i18n/api-messages";
import { SEO_AUDIT_MESSAGES } from "../../../shared/seo-audit-report";
import { useCopy } from "../../lib/region/use-copy";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// Why there is no report, in plain words, with what the visitor can do about it: the API's
// reason in the visitor's language (docs/decisions/0017-copy-per-language-and-currency.md).

type Advice = ReturnType<typeof useSeoAuditCopy>["problem"];

function adviceFor(message: string, status: number, advice: Advice): string {
  switch (message) {
    case SEO_AUDIT_MESSAGES.refused:
      return advice.refused;
    case SEO_AUDIT_MESSAGES.unreachable:
      return advice.unreachable;
    case SEO_AUDIT_MESSAGES.badCertificate:
      return advice.badCertificate;
    case SEO_AUDIT_MESSAGES.timeout:
      return advice.timeout;
    case SEO_AUDIT_MESSAGES.notHtml:
      return advice.notHtml;
    case SEO_AUDIT_MESSAGES.tooDeep:
    case SEO_AUDIT_MESSAGES.tooManyElements:
    case SEO_AUDIT_MESSAGES.readTooSlow:
    case SEO_AUDIT_MESSAGES.readTooLarge:
      return advice.tooComplex;
    default:
      return status === 400 ? advice.badAddress : advice.tryAgain;
  }
}

export function AuditProblem(props: { message: string; status: number; headingRef?: Ref<HTMLHeadingElement> }) {
  const { apiMessages } = useCopy();
  const advice = useSeoAuditCopy().problem;
  return (
    <section role="alert" className="mt-8 scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-6" data-testid="audit-problem">
      <h2 ref={props.headingRef} tabIndex={-1} className="text-lg font-semibold text-red-900 outline-none">
        {localizeApiMessage(props.message, apiMessages)}
      </h2>
      <p className="mt-2 text-red-900">{adviceFor(props.message, props.status, advice)}</p>
    </section>
  );
}
