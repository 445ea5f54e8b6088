import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { type BrandColorKey, type BrandColors, DEFAULT_BRAND_COLORS } from "./brand-colors";

// The contrast of the brand's colours (docs/decisions/0040-site-settings.md): every pair the
// site paints text in keeps WCAG AA. Apart from ./brand-colors.ts so that pages which only
// paint with the colours do not carry colord; the staff editor and the checks do.

extend([a11yPlugin]);

/** WCAG 2.2 1.4.3 AA for text under 18.66 px bold / 24 px: every pair must reach it, whatever its size. */
export const AA_TEXT_CONTRAST = 4.5;

/** The lighter end of a band that starts at `primary`: hero bands and cards run from one to the other. */
export const bandEnd = (primary: string): string => colord(primary).lighten(0.07).toHex();

/** A shade below `primary` (the breadcrumb strip, the hero panels' rows): darker, so white and the accent read better still. */
export const deepShade = (primary: string): string => colord(primary).darken(0.04).toHex();

/**
 * The custom properties the stylesheet paints the brand with (client/styles/app.css), for a
 * deployment whose colours are not the defaults there; null when they are (nothing to send).
 */
export function brandThemeStyle(colors: BrandColors): Record<string, string> | null {
  if (
    colors.primary === DEFAULT_BRAND_COLORS.primary &&
    colors.accent === DEFAULT_BRAND_COLORS.accent &&
    colors.action === DEFAULT_BRAND_COLORS.action
  )
    return null;
  return {
    "--color-brand": colors.primary,
    "--color-brand-deep": deepShade(colors.primary),
    "--color-brand-band": bandEnd(colors.primary),
    "--color-brand-accent": colors.accent,
    "--color-brand-action": colors.action,
  };
}

/** How strongly the action colour glows in a band's corner (client/styles/app.css .hero-band, the social cards). */
export const BAND_GLOW_ALPHA = 0.45;

/** `top` at `alpha` painted over `below`. */
function over(top: string, alpha: number, below: string): string {
  const t = colord(top).toRgb();
  const b = colord(below).toRgb();
  const mix = (key: "r" | "g" | "b") => t[key] * alpha + b[key] * (1 - alpha);
  return colord({ r: mix("r"), g: mix("g"), b: mix("b") }).toHex();
}

/** The contrast ratio of two colours, 1 to 21, as WCAG computes it (colord rounds to two decimals). */
export const contrastRatio = (a: string, b: string): number => colord(a).contrast(b);

const WHITE = "#ffffff";

export interface ColorPair {
  /** The colour staff would change to mend the pair. */
  field: BrandColorKey;
  text: string;
  background: string;
  /** Where the site paints this pair, for the message. */
  where: string;
}

/** Every pair the site paints text in with the brand's colours. */
export function brandColorPairs(colors: BrandColors): ColorPair[] {
  const band = bandEnd(colors.primary);
  const glow = over(colors.action, BAND_GLOW_ALPHA, band);
  return [
    { field: "primary", text: WHITE, background: colors.primary, where: "white text on the primary colour" },
    { field: "primary", text: WHITE, background: band, where: "white text where the primary band lightens" },
    { field: "accent", text: colors.accent, background: colors.primary, where: "the accent on the primary colour" },
    { field: "accent", text: colors.accent, background: band, where: "the accent where the primary band lightens" },
    { field: "action", text: WHITE, background: colors.action, where: "white text on the action colour" },
    { field: "action", text: WHITE, background: glow, where: "white text where the action colour glows on the band" },
    { field: "action", text: colors.accent, background: glow, where: "the accent where the action colour glows on the band" },
  ];
}

export interface ContrastProblem {
  field: BrandColorKey;
  ratio: number;
  message: string;
}

/** The pairs below AA, each said in a sentence staff can act on; empty when every pair reads well. */
export function brandContrastProblems(colors: BrandColors): ContrastProblem[] {
  return brandColorPairs(colors).flatMap((pair) => {
    const ratio = contrastRatio(pair.text, pair.background);
    if (ratio >= AA_TEXT_CONTRAST) return [];
    const message = `The contrast of ${pair.where} is ${ratio.toFixed(2)}:1; WCAG AA needs at least ${AA_TEXT_CONTRAST}:1`;
    return [{ field: pair.field, ratio, message }];
  });
}
