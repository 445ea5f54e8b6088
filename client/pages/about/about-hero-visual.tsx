import MapPin from "lucide-react/icons/map-pin";
import { markets } from "../../../shared/content/company";
import { regionInfo } from "../../../shared/content/regions";
import { contactDe } from "../../../shared/i18n/pages/contact.de";
import { contactEn } from "../../../shared/i18n/pages/contact.en";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { RegionFlag } from "../../lib/region/region-flag";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useRootData } from "../../root-data-context";

/** The markets we serve, each with the currency we quote in there, and since when (the brand's founding year). */
export function AboutHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).about;
  const marketNames = usePageCopy({ en: contactEn, de: contactDe }).markets;
  const { brand } = useRootData();
  return (
    <HeroPanel
      title={text.title}
      rows={markets.map((code) => ({
        icon: MapPin,
        mark: <RegionFlag code={code} />,
        label: marketNames[code],
        value: regionInfo[code].currency,
      }))}
      footer={text.since(brand.foundingYear)}
    />
  );
}
