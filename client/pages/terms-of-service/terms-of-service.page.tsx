import { legalPageMeta } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";

export const handle: PageHandle = {
  meta: legalPageMeta("terms"),
};

// Text and links only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const TermsOfServiceContent = defineStaticPart("terms-of-service", () =>
  import("./terms-of-service-content").then((m) => m.TermsOfServiceContent),
);

export function Component() {
  return <TermsOfServiceContent />;
}
