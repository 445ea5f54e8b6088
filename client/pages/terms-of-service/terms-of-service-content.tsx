import { termsOfService } from "../../../shared/content/legal/terms-of-service";
import { LegalDocumentView } from "../../components/content/legal-document-view";
import { useRootData } from "../../root-data-context";

/** The whole document: text and links only, so a static part (./terms-of-service.page.tsx). */
export function TermsOfServiceContent() {
  const { brand, siteUrl } = useRootData();
  return <LegalDocumentView kind="terms" document={termsOfService({ brand, siteUrl })} />;
}
