import type { LucideIcon } from "lucide-react";
import DatabaseZap from "lucide-react/icons/database-zap";
import EyeOff from "lucide-react/icons/eye-off";
import HardDrive from "lucide-react/icons/hard-drive";
import KeyRound from "lucide-react/icons/key-round";
import Lock from "lucide-react/icons/lock";
import ShieldCheck from "lucide-react/icons/shield-check";
import { securityDe } from "../../../shared/i18n/pages/security.de";
import { securityEn } from "../../../shared/i18n/pages/security.en";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** One icon per safeguard, in the order the security page lists them (shared/i18n/pages/security.en.ts). */
const SAFEGUARD_ICONS: readonly LucideIcon[] = [KeyRound, Lock, ShieldCheck, EyeOff, DatabaseZap, HardDrive];

/** The safeguards the page describes below, by name, in the page's language. */
export function SecurityHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).security;
  const { features } = usePageCopy({ en: securityEn, de: securityDe });
  return (
    <HeroPanel title={text.title} rows={features.map((f, i) => ({ icon: SAFEGUARD_ICONS[i % SAFEGUARD_ICONS.length]!, label: f.title }))} />
  );
}
