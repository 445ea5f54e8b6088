import type { LucideIcon } from "lucide-react";
import FileSearch from "lucide-react/icons/file-search";
import Gauge from "lucide-react/icons/gauge";
import Link2 from "lucide-react/icons/link-2";
import ScanSearch from "lucide-react/icons/scan-search";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

const TOPIC_ICONS: readonly LucideIcon[] = [ScanSearch, FileSearch, Link2, Gauge];

/** The audit's four topics, each with a sample of its checks, as the list further down spells them out (audit-topics.tsx). */
export function AuditHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).seoAudit;
  const { topics } = useSeoAuditCopy();
  return (
    <HeroPanel
      title={text.title}
      rows={topics.list.map((topic, i) => ({
        icon: TOPIC_ICONS[i % TOPIC_ICONS.length]!,
        label: topic.title,
        detail: topic.items.slice(0, 2).join(" · "),
      }))}
      footer={text.footer}
    />
  );
}
