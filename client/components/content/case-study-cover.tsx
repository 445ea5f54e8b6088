import { useId } from "react";
import type { CaseStudy, CaseStudyService } from "../../../shared/content/case-studies";
import { useCaseStudiesCopy } from "./use-content-copy";

// A generated cover for each study: the service's colours, a pattern seeded by
// the slug (so every study looks different and always the same) and the
// client's monogram. Drawn inline at a fixed size: no download, no layout shift.

const palettes: Record<CaseStudyService, { from: string; to: string; accent: string }> = {
  seo: { from: "#4338ca", to: "#0b1f3a", accent: "#a5b4fc" },
  "google-ads": { from: "#b45309", to: "#0b1f3a", accent: "#fcd34d" },
  "web-development": { from: "#0e7490", to: "#0b1f3a", accent: "#67e8f9" },
  "dedicated-resources": { from: "#047857", to: "#0b1f3a", accent: "#6ee7b7" },
  branding: { from: "#15803d", to: "#13305a", accent: "#bbf7d0" },
};

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 240;

/** Small deterministic hash (FNV-1a) of the slug: the same study always gets the same pattern. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "Atlantic Foundation & Crawl Space Repair" → "AF"; "STAT Planning" → "SP". */
export function monogramOf(client: string): string {
  const words = client.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function CaseStudyCover({ study, className }: { study: CaseStudy; className?: string }) {
  // The service tag in the visitor's language, like the card's own label.
  const serviceLabel = useCaseStudiesCopy().services[study.service];
  // Unique per rendered cover (a study can show twice on a page); stable across hydration.
  const gradientId = `cover-${study.slug}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const palette = palettes[study.service];
  const seed = seedOf(study.slug);
  // Three soft circles whose places and sizes come from the seed.
  const circles = [0, 1, 2].map((i) => {
    const bits = seed >>> (i * 9);
    return { cx: 260 + (bits % 360), cy: 20 + ((bits >>> 4) % 200), r: 50 + ((bits >>> 2) % 90) };
  });
  return (
    <svg
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${gradientId})`} />
      {circles.map((c, i) => (
        <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill={palette.accent} opacity={0.12 + i * 0.05} />
      ))}
      <rect x="40" y="60" width="120" height="120" rx="28" fill="#fff" />
      <text x="100" y="138" textAnchor="middle" fontSize="52" fontWeight="700" fill={palette.from} fontFamily="inherit">
        {monogramOf(study.client)}
      </text>
      <text x="190" y="112" fontSize="22" fontWeight="600" fill={palette.accent} fontFamily="inherit" letterSpacing="2">
        {serviceLabel.toUpperCase()}
      </text>
      <path d="M190 136h220" stroke="#fff" strokeOpacity="0.5" strokeWidth="6" strokeLinecap="round" />
      <path d="M190 156h140" stroke="#fff" strokeOpacity="0.3" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
