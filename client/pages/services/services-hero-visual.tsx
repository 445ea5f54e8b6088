import { services } from "../../../shared/content/services";
import { HeroPanel } from "../../components/hero/hero-panel";
import { serviceIcons } from "../../components/hero/service-icons";
import { useServiceSummaries } from "../../components/content/use-service-copy";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText } from "../../lib/region/use-price-text";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";

/** Every service line with its "from" price in the region's currency, as the cards below list them. */
export function ServicesHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).services;
  const summaries = useServiceSummaries();
  const fromPriceText = useFromPriceText();
  const { common } = useCopy();
  return (
    <HeroPanel
      title={text.title}
      rows={services.map((s) => ({
        icon: serviceIcons[s.slug],
        label: summaries[s.slug].name,
        value: s.slug === "n8n-automations" ? common.comingSoon : fromPriceText(s.slug),
      }))}
      footer={text.footer}
    />
  );
}
