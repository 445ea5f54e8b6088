import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import Inbox from "lucide-react/icons/inbox";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";

/**
 * What happens after a visitor writes: the lead reaches the team at once (docs/decisions/0013-lead-delivery.md),
 * a reply within the 24 hours the page promises, with the plan, price and timeline its introduction names.
 */
export function ContactHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).contact;
  return (
    <HeroPanel
      title={text.title}
      numbered
      rows={text.steps.map((step) => ({ icon: Inbox, label: step.label, value: step.value || undefined }))}
      footer={text.footer(STRATEGY_CALL_MINUTES)}
    />
  );
}
