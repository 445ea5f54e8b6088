import { termsOfService } from "../../../shared/content/legal/terms-of-service";
import { LegalDocumentView, legalPageMeta } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: legalPageMeta("terms"),
};

export function Component() {
  const { brand, siteUrl } = useRootData();
  return <LegalDocumentView kind="terms" document={termsOfService({ brand, siteUrl })} />;
}
