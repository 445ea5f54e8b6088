import { termsOfService } from "../../../shared/content/legal/terms-of-service";
import { LegalDocumentView } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: () => ({
    title: "Terms of Service",
    description:
      "The terms for using our website, pricing tools and offers: quotes, discount codes, white-label confidentiality, acceptable use, liability and governing law.",
  }),
};

export function Component() {
  const { brand, siteUrl } = useRootData();
  return <LegalDocumentView kind="terms" document={termsOfService({ brand, siteUrl })} />;
}
