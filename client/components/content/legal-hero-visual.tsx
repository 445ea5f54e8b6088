import Building2 from "lucide-react/icons/building-complex";
import ListOrdered from "lucide-react/icons/list-ordered";
import Mail from "lucide-react/icons/mail";
import type { LegalDocument } from "../../../shared/content/legal/legal-document";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { useRegionConfig } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useRootData } from "../../root-data-context";
import { HeroPanel } from "../hero/hero-panel";

/** A legal document at a glance: who is responsible (the brand's legal name), where to ask (the region's address), and how many sections the contents below list. */
export function LegalHeroVisual(props: { document: LegalDocument }) {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).legal;
  const { brand } = useRootData();
  const { email } = useRegionConfig();
  return (
    <HeroPanel
      title={text.title}
      rows={[
        { icon: Building2, label: brand.legalName, detail: text.controller },
        { icon: Mail, label: email, detail: text.questions },
        { icon: ListOrdered, label: text.sections(props.document.sections.length), detail: text.contentsBelow },
      ]}
    />
  );
}
