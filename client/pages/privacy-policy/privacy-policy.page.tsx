import { privacyPolicy } from "../../../shared/content/legal/privacy-policy";
import { LegalDocumentView, legalPageMeta } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: legalPageMeta("privacy"),
};

export function Component() {
  const { brand, siteUrl } = useRootData();
  return <LegalDocumentView kind="privacy" document={privacyPolicy({ brand, siteUrl })} />;
}
