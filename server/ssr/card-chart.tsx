import { Parser } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { FigureChart } from "../../client/components/content/case-study-chart";
import { pageCopyFor } from "../../shared/i18n/copy";
import { caseStudyFiguresDe } from "../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";
import type { SocialCard } from "../../shared/social-card";
import type { ChartLabel, ChartParts } from "../social-cards/card-assets";

// A study's headline chart for its social card (docs/decisions/0040-site-settings.md): drawn by the
// chart the site's covers use (client/components/content/case-study-chart.tsx), from the same
// figure, in the brand's colours; its labels are lifted out of the SVG so that satori sets them in
// the card's font (server/social-cards/card-assets.ts says why).

/** The chart's box, in its own units; the card draws it larger (server/social-cards/card-image.tsx). */
export const CARD_CHART_BOX = { width: 380, height: 200 } as const;

type ChartCard = SocialCard & { visual: { kind: "chart" } };

/** The chart of the card's headline figure, as its shapes and its labels. */
export function drawCardChart(card: ChartCard): ChartParts {
  const { figure, locale } = card.visual;
  const words = pageCopyFor({ en: caseStudyFiguresEn, de: caseStudyFiguresDe }, card.lang === "de" ? "DE" : "US");
  const { width, height } = CARD_CHART_BOX;
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true">
      <FigureChart
        figure={figure}
        box={{ x: 12, y: 8, width: width - 24, height: height - 16 }}
        colors={{ accent: card.colors.accent, ink: "#ffffff", muted: "rgba(255,255,255,0.35)" }}
        fw={{ locale, words }}
      />
    </svg>,
  );
  const labels: ChartLabel[] = [];
  let open: Omit<ChartLabel, "text"> | null = null;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name !== "text") return;
        open = {
          x: Number(attrs.x),
          y: Number(attrs.y),
          anchor: attrs["text-anchor"] === "middle" || attrs["text-anchor"] === "end" ? attrs["text-anchor"] : "start",
          size: Number(attrs["font-size"]),
          weight: Number(attrs["font-weight"] ?? 500),
          color: attrs.fill ?? "#ffffff",
          opacity: attrs.opacity === undefined ? 1 : Number(attrs.opacity),
        };
        text = "";
      },
      ontext(data) {
        if (open) text += data;
      },
      onclosetag(name) {
        if (name === "text" && open) labels.push({ ...open, text });
        if (name === "text") open = null;
      },
    },
    // Entities come back decoded, as the label reads.
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(markup);
  parser.end();
  const shapes = markup.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, "");
  return { shapes: `data:image/svg+xml;base64,${Buffer.from(shapes).toString("base64")}`, width, height, labels };
}
