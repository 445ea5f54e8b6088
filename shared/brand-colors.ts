// The brand's colours (docs/decisions/0040-site-settings.md): staff set them in the site
// settings, and the hero bands, the header's logo, the buttons, the social cards and the
// emails paint with them. Every pair of them that carries text keeps WCAG AA contrast for
// normal text (1.4.3, 4.5:1), checked whenever the settings are saved (./brand-contrast.ts),
// so a colour that would make a page or a card hard to read is refused before anyone sees it.

export interface BrandColors {
  /** The dark colour of the hero bands, the logo's tile, the social cards and the emails' header. */
  primary: string;
  /** Eyebrows and figures on the primary colour, the logo's mark, the accent buttons. */
  accent: string;
  /** The main buttons ("Book a call") and the emails' buttons, with white text. */
  action: string;
}

export type BrandColorKey = keyof BrandColors;

/** The colours the site was designed in (client/styles/app.css): navy, amber, indigo. */
export const DEFAULT_BRAND_COLORS: BrandColors = { primary: "#0b1f3a", accent: "#fcd34d", action: "#4f46e5" };

export const HEX_COLOR = /^#[0-9a-f]{6}$/;
