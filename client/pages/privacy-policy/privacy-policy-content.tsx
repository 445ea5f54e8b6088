import { privacyPolicy } from "../../../shared/content/legal/privacy-policy";
import { LegalDocumentView } from "../../components/content/legal-document-view";
import { useRootData } from "../../root-data-context";

/** The whole document: text and links only, so a static part (./privacy-policy.page.tsx). */
export function PrivacyPolicyContent() {
  const { brand, siteUrl, retention } = useRootData();
  return <LegalDocumentView kind="privacy" document={privacyPolicy({ brand, siteUrl, retention })} />;
}
