import { defineStaticPart } from "../../lib/static-parts/static-part";
import type { PageHandle } from "../../head/page-meta";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { securityDe } from "../../../shared/i18n/pages/security.de";
import { securityEn } from "../../../shared/i18n/pages/security.en";

// Everything the page says is its page copy in the visitor's language; the certifications'
// dates, the last audit and the response times are site settings (./security-content.tsx).

export const handle: PageHandle = {
  meta: ({ region }) => pageCopyFor({ en: securityEn, de: securityDe }, region).meta,
};

// Links, text and pictures only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const SecurityContent = defineStaticPart("security-content", () => import("./security-content").then((m) => m.SecurityContent));

export function Component() {
  return <SecurityContent />;
}
