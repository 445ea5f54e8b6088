import type { LucideIcon } from "lucide-react";
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import Bot from "lucide-react/icons/bot";
import Lightbulb from "lucide-react/icons/lightbulb";
import Newspaper from "lucide-react/icons/newspaper";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { newsletterDe } from "../../../shared/i18n/pages/newsletter.de";
import { newsletterEn } from "../../../shared/i18n/pages/newsletter.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";

const TOPIC_ICONS: readonly LucideIcon[] = [Lightbulb, BadgeDollarSign, Bot, Newspaper];

/** What every issue holds: the page's own list of topics. */
export function NewsletterHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).newsletter;
  const { topics } = usePageCopy({ en: newsletterEn, de: newsletterDe });
  return <HeroPanel title={text.title} rows={topics.map((t, i) => ({ icon: TOPIC_ICONS[i % TOPIC_ICONS.length]!, label: t.title }))} />;
}
