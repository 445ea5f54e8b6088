import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ServiceSlug } from "../../../shared/content/services";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { serviceIcons } from "../../components/hero/service-icons";
import { useServiceSummaries } from "../../components/content/use-service-copy";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** What the service delivers (or, while it is coming soon, will): its four headline features, in the page's language. */
export function ServiceHeroVisual(props: { slug: ServiceSlug; planned: boolean }) {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).service;
  const summary = useServiceSummaries()[props.slug];
  const Icon = serviceIcons[props.slug];
  return (
    <HeroPanel
      title={props.planned ? text.plannedTitle : text.title}
      heading={
        <>
          <Icon aria-hidden="true" size={22} className="text-brand-accent" />
          {summary.name}
        </>
      }
      rows={summary.features.map((feature) => ({ icon: CheckCircle2, label: feature }))}
      footer={text.footer}
    />
  );
}
