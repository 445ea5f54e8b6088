import { Resvg } from "@resvg/resvg-js";
import { Parser } from "htmlparser2";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { brandContrastProblems, contrastRatio } from "../../shared/brand-contrast";
import type { SocialCard } from "../../shared/social-card";
import { cardAssets } from "../../server/social-cards/card-assets";
import { CARD_MIN_TEXT, titleColumnWidth, titleSize } from "../../server/social-cards/card-image";
import { cardSvg } from "../../server/social-cards/render-card";
import { siteFileLoader } from "../../server/social-cards/site-files";
import { drawCardChart } from "../../server/ssr/card-chart";
import { createMediaQueries } from "../../server/db/media.queries";
import { createTestApp } from "../helpers/test-app";
import { column } from "../helpers/test-db";

// Every social card stays legible at the size LinkedIn and Slack show it, 600 x 315
// (docs/decisions/0040-site-settings.md): drawn at that size, every word is at least 13 px,
// reads at WCAG AA (4.5:1) against what is painted under it, lies wholly inside the card, and the
// title is there whole, word for word, clear of the picture beside it and of the address below.
// satori lays a card out with its words as <text> boxes when it does not outline them; the card
// without its words is drawn at 600 px and each word's colour is compared with every pixel under it.

const SITE = "https://agency.test";
const SCALE = 0.5;
const MIN_PX = 13;

interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  weight: number;
  fill: string;
}

function wordsOf(svg: string): Word[] {
  const words: Word[] = [];
  let open: Omit<Word, "text"> | null = null;
  const parser = new Parser(
    {
      onopentag(name, a) {
        if (name !== "text") return;
        open = { x: +a.x!, y: +a.y!, width: +a.width!, size: +a["font-size"]!, weight: +a["font-weight"]!, fill: a.fill! };
      },
      ontext(text) {
        if (open) words.push({ ...open, text });
      },
      onclosetag(name) {
        if (name === "text") open = null;
      },
    },
    { xmlMode: true },
  );
  parser.write(svg);
  parser.end();
  return words.filter((w) => w.text.trim() !== "");
}

/** The card without its words, drawn at 600 px wide: what each word is painted on. */
function backgroundAt600(svg: string) {
  const image = new Resvg(svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, ""), {
    fitTo: { mode: "width", value: 1200 * SCALE },
    font: { loadSystemFonts: false },
  }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** The lowest contrast of a word's colour with any pixel in the body of its letters (from its baseline up to its x-height and caps). */
function worstContrast(word: Word, bg: ReturnType<typeof backgroundAt600>, memo: Map<string, number>): number {
  let worst = 21;
  const x0 = Math.max(0, Math.floor(word.x * SCALE));
  const x1 = Math.min(bg.width - 1, Math.ceil((word.x + word.width) * SCALE));
  const y0 = Math.max(0, Math.floor((word.y - word.size * 0.72) * SCALE));
  const y1 = Math.min(bg.height - 1, Math.ceil(word.y * SCALE));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const i = (y * bg.width + x) * 4;
      const colour = hex(bg.pixels[i]!, bg.pixels[i + 1]!, bg.pixels[i + 2]!);
      const key = `${word.fill}${colour}`;
      const ratio = memo.get(key) ?? contrastRatio(word.fill, colour);
      memo.set(key, ratio);
      worst = Math.min(worst, ratio);
    }
  return worst;
}

async function checkCard(card: SocialCard, assets: Awaited<ReturnType<typeof cardAssets>>, memo: Map<string, number>) {
  const svg = await cardSvg(card, assets, { embedFont: false });
  const words = wordsOf(svg);
  const bg = backgroundAt600(svg);
  const name = card.address;
  for (const word of words) {
    expect(word.size * SCALE, `${name}: "${word.text}" is ${word.size * SCALE} px at 600 px`).toBeGreaterThanOrEqual(MIN_PX);
    expect(
      word.x >= 0 && word.x + word.width <= 1200 && word.y - word.size <= 630 && word.y <= 630,
      `${name}: "${word.text}" inside the card`,
    ).toBe(true);
    expect(worstContrast(word, bg, memo), `${name}: "${word.text}" in ${word.fill}`).toBeGreaterThanOrEqual(4.5);
  }
  // The title, whole: its words in order, at its size, clear of the panel beside it and the address row below it.
  const withPanel = card.figure !== undefined || assets.chart !== undefined || assets.picture !== undefined;
  const size = titleSize(card.title, withPanel);
  const title = words.filter((w) => w.size === size && w.weight === 700 && w.fill === "#ffffff");
  expect(
    title
      .map((w) => w.text)
      .join("")
      .replace(/\s+/g, ""),
    name,
  ).toBe(card.title.replace(/\s+/g, ""));
  // The address is the card's last line.
  const addressTop = Math.max(...words.map((w) => w.y)) - CARD_MIN_TEXT;
  for (const word of title) {
    expect(word.y + word.size * 0.25, `${name}: the title runs into the address`).toBeLessThan(addressTop);
    expect(word.x + word.width, `${name}: "${word.text}" runs out of the title's column`).toBeLessThanOrEqual(
      72 + titleColumnWidth(withPanel) + 0.5,
    );
  }
}

describe("social cards at 600 x 315", { timeout: 240_000 }, () => {
  test("every page's card, in English and German: each word at least 13 px, at AA contrast, inside the card, and the title whole", async () => {
    const { app, db } = await createTestApp();
    const sitemap = await request(app).get("/sitemap.xml");
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!.slice(SITE.length) || "/")
      .filter((p) => !p.startsWith("/uk"));
    for (const path of paths) expect((await request(app).get(path)).status, path).toBe(200);
    let cards: SocialCard[] = [];
    // Each page writes its card's inputs as it is served, without holding the answer up.
    for (let tries = 0; tries < 50 && cards.length < paths.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      cards = (await column<string>(db, "SELECT card FROM social_card_inputs")).map((c) => JSON.parse(c) as SocialCard);
    }
    expect(cards.length).toBe(paths.length);
    expect(cards.some((c) => c.visual?.kind === "chart")).toBe(true);
    expect(cards.some((c) => c.visual?.kind === "picture")).toBe(true);
    const sources = { loadFile: siteFileLoader("client/public", createMediaQueries(db)), drawChart: drawCardChart };
    const memo = new Map<string, number>();
    for (const card of cards) await checkCard(card, await cardAssets(card, sources), memo);
  });

  test("the longest title beside a chart, in colours at the edge of what the settings accept, stays whole and legible", async () => {
    const { db } = await createTestApp();
    const card: SocialCard = {
      lang: "de",
      eyebrow: "Fallstudie",
      title: "Wie eine mittelständische Steuerberatungskanzlei ihre Mandantenanfragen über Suchmaschinenoptimierung verdreifachte",
      brand: "Northbeam Studio",
      address: "agency.test/de/case-studies/steuerberatung-seo",
      figure: { value: "+212 %", label: "Mandantenanfragen pro Monat" },
      colors: { primary: "#4d4d4d", accent: "#fde047", action: "#1d4ed8" },
      visual: {
        kind: "chart",
        figure: { metric: "formSubmissions", unit: "count", before: { value: 41 }, after: { value: 128 } },
        service: "seo",
        locale: "de-DE",
      },
    };
    // Colours the settings accept, a lighter primary than the default.
    expect(brandContrastProblems(card.colors)).toEqual([]);
    const sources = { loadFile: siteFileLoader("client/public", createMediaQueries(db)), drawChart: drawCardChart };
    await checkCard(card, await cardAssets(card, sources), new Map());
  });

  test("the check sees a card that would not read: colours the settings refuse fail it", async () => {
    const card: SocialCard = {
      lang: "en",
      eyebrow: "Services",
      title: "White-Label SEO Services for Agencies",
      brand: "Northbeam Studio",
      address: "agency.test/services/seo",
      colors: { primary: "#60a5fa", accent: "#fde047", action: "#a5b4fc" },
    };
    expect(brandContrastProblems(card.colors)).not.toEqual([]);
    await expect(checkCard(card, {}, new Map())).rejects.toThrow(/contrast|toBeGreaterThanOrEqual|expected/);
  });
});
