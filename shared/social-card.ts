import type { BrandColors } from "./brand-colors";
import type { CaseStudyService } from "./content/case-studies";
import type { ResultFigure } from "./content/case-study-figure-types";
import type { Language } from "./language";

// What a page's social card shows, and the address it is served from
// (docs/decisions/0021-social-cards.md). The head computes the address from these inputs in
// the browser and on the server alike; the server draws the card from the same inputs, so
// the address names the picture's content and can be cached for good.

/** Every card is this size: what Open Graph and X show without cropping. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Bump when server/social-cards/card-image.tsx draws a card differently: every address
 * changes with it, so no cache keeps showing the old design.
 */
export const SOCIAL_CARD_DESIGN = 2;

export interface SocialCardFigure {
  /** The figure itself, as the content states it ("+122%"). */
  value: string;
  /** What it measures ("Form submissions"). */
  label: string;
}

/**
 * The page's own picture on its card (docs/decisions/0040-site-settings.md): a case study's
 * headline result drawn as its chart, or a picture the page shows (a service's illustration,
 * a landing page's image), by its site-relative address.
 */
export type CardVisual =
  | {
      kind: "chart";
      figure: ResultFigure;
      service: CaseStudyService /** The numbers' format: the page's region's ("de-DE"). */;
      locale: string;
    }
  | { kind: "picture"; src: string; width: number; height: number };

export interface SocialCard {
  lang: Language;
  /** The section the page belongs to ("Services", "Fallstudie"); empty on the home page. */
  eyebrow: string;
  /** The page's title, without the brand. */
  title: string;
  brand: string;
  /** Where the page lives, without the scheme: "agency.example/de/services/seo". */
  address: string;
  /** A case study's headline result. */
  figure?: SocialCardFigure;
  /** The brand's colours from the site settings: the card is painted in them. */
  colors: BrandColors;
  /** The brand's uploaded logo, a site-relative address; absent: the site's mark drawn in `colors`. */
  logo?: string;
  visual?: CardVisual;
}

/** 64 bits of a fast string hash (two 32-bit lanes), as 16 hex digits: an address, not a secret. */
function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}

/** The card's key: the same inputs (and design) always give the same key. */
export function socialCardKey(card: SocialCard): string {
  const { lang, eyebrow, title, brand, address, figure, colors, logo, visual } = card;
  return hash64(
    JSON.stringify([
      SOCIAL_CARD_DESIGN,
      lang,
      eyebrow,
      title,
      brand,
      address,
      figure?.value ?? "",
      figure?.label ?? "",
      [colors.primary, colors.accent, colors.action],
      logo ?? "",
      visual ?? null,
    ]),
  );
}

export const SOCIAL_CARD_PREFIX = "/social/";

/** The card's site-relative address. */
export const socialCardPath = (card: SocialCard): string => `${SOCIAL_CARD_PREFIX}${socialCardKey(card)}.png`;

/** The key in a card address's file name, or null when the name is not one. */
export function socialCardKeyOfFile(file: string): string | null {
  const match = /^([0-9a-f]{16})\.png$/.exec(file);
  return match ? match[1]! : null;
}
