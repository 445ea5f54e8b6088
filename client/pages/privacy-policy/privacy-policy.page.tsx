import { privacyPolicy } from "../../../shared/content/legal/privacy-policy";
import { LegalDocumentView } from "../../components/content/legal-document-view";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: () => ({
    title: "Privacy Policy",
    description:
      "How we collect, use, store and protect personal data submitted through our website and forms, and how to exercise your privacy rights in the UK, EU and US.",
  }),
};

export function Component() {
  const { brand, siteUrl } = useRootData();
  return <LegalDocumentView kind="privacy" document={privacyPolicy({ brand, siteUrl })} />;
}
