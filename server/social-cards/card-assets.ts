import type { SocialCard } from "../../shared/social-card";

// What a card shows besides its words (docs/decisions/0040-site-settings.md), worked out on the
// main thread before the card is drawn in the worker (card-drawing.ts): the brand's uploaded logo
// and a page's picture as data URIs, and a study's headline chart as its shapes (an SVG) with its
// labels apart. The labels are set by satori in the card's own font, like every other word of
// the card: text left inside an SVG would be drawn with whatever fonts the machine has, which
// the server's image has none of.

/** One label of a chart, where the chart's SVG put it (its baseline), in the chart's units. */
export interface ChartLabel {
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  size: number;
  weight: number;
  color: string;
  opacity: number;
  text: string;
}

export interface ChartParts {
  /** The chart without its words, as a data URI. */
  shapes: string;
  width: number;
  height: number;
  labels: ChartLabel[];
}

export interface CardAssets {
  /** The uploaded logo (card.logo), as a data URI. */
  logo?: string;
  /** A picture visual (card.visual, kind "picture"), as a data URI. */
  picture?: string;
  /** A chart visual (card.visual, kind "chart"). */
  chart?: ChartParts;
}

/** A file of the site by its site-relative address (a media-library variant, a public image). */
export type LoadSiteFile = (src: string) => Promise<{ contentType: string; bytes: Buffer } | null>;

export interface CardAssetSources {
  loadFile: LoadSiteFile;
  /** Draws a chart visual (server/ssr/card-chart.tsx, which renders the site's own chart component). */
  drawChart: (card: SocialCard & { visual: { kind: "chart" } }) => ChartParts;
}

const dataUri = (file: { contentType: string; bytes: Buffer }) => `data:${file.contentType};base64,${file.bytes.toString("base64")}`;

/** The card's assets; a file that cannot be read is left out (the card then shows the brand's mark, or no picture). */
export async function cardAssets(card: SocialCard, sources: CardAssetSources): Promise<CardAssets> {
  const assets: CardAssets = {};
  if (card.logo) {
    const logo = await sources.loadFile(card.logo);
    if (logo) assets.logo = dataUri(logo);
  }
  const visual = card.visual;
  if (visual?.kind === "picture") {
    const picture = await sources.loadFile(visual.src);
    if (picture) assets.picture = dataUri(picture);
  }
  if (visual?.kind === "chart") assets.chart = sources.drawChart({ ...card, visual });
  return assets;
}
