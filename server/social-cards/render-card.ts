import { Resvg } from "@resvg/resvg-js";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import satori from "satori";
import { SOCIAL_CARD_SIZE, type SocialCard } from "../../shared/social-card";
import type { CardAssets } from "./card-assets";
import { CardImage } from "./card-image";

// Draws a card: satori lays it out as SVG (it needs .woff/.ttf fonts, not .woff2), resvg
// turns that into a PNG. Inter's "latin" files cover German (ä, ö, ü, ß are Latin-1);
// "latin-ext" adds the rest of Europe for a brand name like "Łódź Studio".

const FONT_FILES = [
  { file: "inter-latin-500-normal.woff", name: "Inter", weight: 500 },
  { file: "inter-latin-700-normal.woff", name: "Inter", weight: 700 },
  { file: "inter-latin-800-normal.woff", name: "Inter", weight: 800 },
  // A family of its own: satori falls back to it for the glyphs "Inter" lacks.
  { file: "inter-latin-ext-500-normal.woff", name: "Inter Extended", weight: 500 },
  { file: "inter-latin-ext-700-normal.woff", name: "Inter Extended", weight: 700 },
  { file: "inter-latin-ext-800-normal.woff", name: "Inter Extended", weight: 800 },
] as const;

/**
 * Where the font files are: beside the server bundle in a build (scripts/build.ts copies
 * them to dist/server/fonts, because the image keeps no development packages), else in
 * @fontsource/inter.
 */
function fontDirectory(): string {
  const besideBundle = join(dirname(fileURLToPath(import.meta.url)), "fonts");
  if (existsSync(join(besideBundle, FONT_FILES[0].file))) return besideBundle;
  return join(dirname(createRequire(import.meta.url).resolve("@fontsource/inter/package.json")), "files");
}

type SatoriFont = { name: string; data: Buffer; weight: 500 | 700 | 800; style: "normal" };
let fonts: SatoriFont[] | null = null;
const loadFonts = (): SatoriFont[] => {
  const dir = fontDirectory();
  fonts ??= FONT_FILES.map((f) => ({ name: f.name, data: readFileSync(join(dir, f.file)), weight: f.weight, style: "normal" }));
  return fonts;
};

/**
 * The card laid out as SVG. `embedFont: false` leaves its words as <text> elements with their
 * boxes instead of outlines, which is how the legibility test reads where each word landed
 * (tests/api/social-card-legibility.test.ts).
 */
export function cardSvg(card: SocialCard, assets: CardAssets, options: { embedFont?: boolean } = {}): Promise<string> {
  return satori(CardImage({ card, assets }) as Parameters<typeof satori>[0], { ...SOCIAL_CARD_SIZE, fonts: loadFonts(), ...options });
}

/** The card as a PNG, 1200x630 unless drawn narrower (`width`: the legibility test draws it at 600). */
export async function renderCard(card: SocialCard, assets: CardAssets = {}, width: number = SOCIAL_CARD_SIZE.width): Promise<Buffer> {
  const svg = await cardSvg(card, assets);
  // No system fonts: every word is an outline already, and the pictures carry none of their own.
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render().asPng();
}
