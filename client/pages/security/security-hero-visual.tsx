import { DatabaseZap, EyeOff, HardDrive, KeyRound, Lock, ShieldCheck, type LucideIcon } from "lucide-react";
import { securityFeatures } from "../../../shared/content/security";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** One icon per safeguard, in the order of shared/content/security.ts. */
const SAFEGUARD_ICONS: readonly LucideIcon[] = [KeyRound, Lock, ShieldCheck, EyeOff, DatabaseZap, HardDrive];

/** The safeguards the page describes below, by name, in the page's language. */
export function SecurityHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).security;
  return (
    <HeroPanel
      title={text.title}
      rows={securityFeatures.map((f, i) => ({ icon: SAFEGUARD_ICONS[i % SAFEGUARD_ICONS.length]!, label: text.safeguards[f.title] }))}
    />
  );
}
