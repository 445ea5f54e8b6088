import {
  siBigcommerce,
  siElementor,
  siGoogleads,
  siGoogleanalytics,
  siGooglesearchconsole,
  siKubernetes,
  siN8n,
  siNodedotjs,
  siReact,
  siShopify,
  siWoocommerce,
  siWordpress,
  type SimpleIcon,
} from "simple-icons";
import type { PlatformName } from "../../../shared/content/platforms";
import { useCopy } from "../../lib/region/use-copy";

// The platforms' own marks from simple-icons (CC0 artwork), each imported by name so the
// bundle holds only these paths. A platform simple-icons has no mark for (AWS, Google
// Business Profile) shows its name alone: a mark is never drawn by us.
const MARKS: Partial<Record<PlatformName, SimpleIcon>> = {
  WordPress: siWordpress,
  Elementor: siElementor,
  WooCommerce: siWoocommerce,
  Shopify: siShopify,
  BigCommerce: siBigcommerce,
  "Google Ads": siGoogleads,
  "Google Analytics": siGoogleanalytics,
  "Google Search Console": siGooglesearchconsole,
  n8n: siN8n,
  React: siReact,
  "Node.js": siNodedotjs,
  Kubernetes: siKubernetes,
};

const markFor = (name: string): SimpleIcon | undefined => MARKS[name as PlatformName];

/**
 * The platforms a service or case study names (shared/content/platforms.ts), as monochrome
 * marks with their names beside a small caption. Renders nothing for an empty list.
 */
export function PlatformMarks({ names, className }: { names: readonly string[]; className?: string }) {
  const copy = useCopy();
  if (names.length === 0) return null;
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6 ${className ?? ""}`}>
      <p className="shrink-0 text-xs font-semibold uppercase tracking-wider text-slate-600">{copy.platforms.label}</p>
      <ul aria-label={copy.platforms.label} className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {names.map((name) => {
          const mark = markFor(name);
          return (
            <li key={name} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700" data-platform={name}>
              {mark && (
                <svg
                  role="img"
                  aria-label={mark.title}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="currentColor"
                  className="shrink-0 text-slate-800"
                >
                  <title>{mark.title}</title>
                  <path d={mark.path} />
                </svg>
              )}
              {/* The mark already names the platform to assistive technology. */}
              <span aria-hidden={mark ? true : undefined}>{copy.platforms.names[name as PlatformName] ?? name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
