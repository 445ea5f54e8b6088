import { legalPageMeta } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";

export const handle: PageHandle = {
  meta: legalPageMeta("privacy"),
};

// Text and links only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const PrivacyPolicyContent = defineStaticPart("privacy-policy", () =>
  import("./privacy-policy-content").then((m) => m.PrivacyPolicyContent),
);

export function Component() {
  return <PrivacyPolicyContent />;
}
