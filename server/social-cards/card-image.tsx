import type { ReactNode } from "react";
import { BAND_GLOW_ALPHA, bandEnd, deepShade } from "../../shared/brand-contrast";
import type { SocialCard, SocialCardFigure } from "../../shared/social-card";
import type { CardAssets, ChartParts } from "./card-assets";

// The card's drawing, for satori (a subset of CSS: flex layout, inline styles only), in the
// brand's colours from the site settings (docs/decisions/0040-site-settings.md): the band the
// site's heroes use (primary to its lighter end, the action colour glowing in a corner), white
// words and the accent, every pair of which the settings keep at WCAG AA; the brand's logo; and
// the page's own picture: a study's headline chart, a service's illustration. Every word is at
// least 26 px here, 13 px at the 600 px LinkedIn and Slack show a card at
// (tests/api/social-card-legibility.test.ts). Change anything here and bump SOCIAL_CARD_DESIGN in
// shared/social-card.ts.

/** Drawing units of a card (1200 x 630). */
const PAD_X = 72;
/** The right-hand panel when the page has a picture or a figure, and the gap before it. */
const PANEL_WIDTH = 470;
const PANEL_GAP = 44;
/** The chart is drawn this much larger than its own units, so its labels stay legible. */
const CHART_SCALE = 1.15;
/** The smallest words of a card: 13 px at half size. */
export const CARD_MIN_TEXT = 26;
/** The smallest a title gets, above the brand's name (30). */
const TITLE_MIN = 34;

/** The title's column: the card less its padding, and the panel and the gap before it when there is one. */
export const titleColumnWidth = (withPanel: boolean) => 1200 - 2 * PAD_X - (withPanel ? PANEL_WIDTH + PANEL_GAP : 0);

/**
 * Long titles get a smaller size, so every title fits in at most four lines of its column, and
 * its longest word (a German compound) on one line of it: Inter's bold letters average 0.6 em.
 */
export function titleSize(title: string, withPanel: boolean): number {
  const length = title.length / (withPanel ? 0.62 : 1);
  const bySize = length <= 34 ? 68 : length <= 60 ? 60 : length <= 90 ? 52 : length <= 130 ? 44 : 38;
  // A line may break after a hyphen ("White-Label-Google-Ads-Betreuung"), so that is where a word ends.
  const longest = Math.max(...title.split(/\s+|(?<=-)/).map((word) => word.length));
  const byWord = Math.floor(titleColumnWidth(withPanel) / (0.6 * longest));
  return Math.max(TITLE_MIN, Math.min(bySize, byWord));
}

/** The site's own mark in the brand's colours (client/components/layout/brand-mark.tsx draws the same). */
function Mark(props: { card: SocialCard }) {
  const { primary, accent, action } = props.card.colors;
  return (
    <svg width={56} height={56} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={primary} stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
      <path d="M16 46V18h6l14 18V18h6v28h-6L22 28v18z" fill={accent} />
      <circle cx="48" cy="16" r="5" fill={action} />
    </svg>
  );
}

function BrandRow(props: { card: SocialCard; logo?: string }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
      {props.logo ? (
        <div style={{ display: "flex", alignItems: "center", height: 56, padding: "0 10px", borderRadius: 12, backgroundColor: "#ffffff" }}>
          <img src={props.logo} height={44} style={{ height: 44, maxWidth: 220, objectFit: "contain" }} alt="" />
        </div>
      ) : (
        <Mark card={props.card} />
      )}
      <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#ffffff" }}>{props.card.brand}</div>
    </div>
  );
}

/** Inter's latin files have no "→" (U+2192): a figure like "17 → 94" gets a drawn arrow. */
function FigureValue(props: { value: string; size: number; color: string }) {
  const parts = props.value.split("→").map((part) => part.trim());
  const arrow = Math.round(props.size * 0.7);
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: 12,
        fontSize: props.size,
        fontWeight: 800,
        color: props.color,
        lineHeight: 1.05,
      }}
    >
      {parts.flatMap((part, i) => [
        ...(i > 0
          ? [
              <svg
                aria-hidden="true"
                key={`arrow-${i}`}
                width={arrow}
                height={arrow}
                viewBox="0 0 24 24"
                fill="none"
                stroke={props.color}
                strokeWidth={3}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 12h16M13 5l7 7-7 7" />
              </svg>,
            ]
          : []),
        <div key={`part-${i}`} style={{ display: "flex" }}>
          {part}
        </div>,
      ])}
    </div>
  );
}

/** Short figures big; a figure that is a phrase ("2 years, ongoing") smaller, so it fits the panel. */
const figureSize = (value: string): number => (value.length <= 6 ? 64 : value.length <= 10 ? 54 : value.length <= 18 ? 42 : 32);

/** The chart's shapes with its labels set over them in the card's font, where the chart put them. */
function Chart(props: { chart: ChartParts }) {
  const { chart } = props;
  const width = chart.width * CHART_SCALE;
  const height = chart.height * CHART_SCALE;
  const span = 400;
  return (
    <div style={{ display: "flex", position: "relative", width, height }}>
      <img src={chart.shapes} width={width} height={height} style={{ position: "absolute", left: 0, top: 0, width, height }} alt="" />
      {chart.labels.map((label, i) => {
        const size = Math.max(CARD_MIN_TEXT, label.size * CHART_SCALE);
        const x = label.x * CHART_SCALE;
        const left = label.anchor === "middle" ? x - span / 2 : label.anchor === "end" ? x - span : x;
        return (
          <div
            key={i}
            style={{
              position: "absolute",
              left,
              // The label's baseline sits where the SVG put it: Inter's ascent is about 0.97 em.
              top: label.y * CHART_SCALE - size * 0.97,
              width: span,
              display: "flex",
              justifyContent: label.anchor === "middle" ? "center" : label.anchor === "end" ? "flex-end" : "flex-start",
              fontSize: size,
              fontWeight: label.weight >= 700 ? 700 : 500,
              lineHeight: 1.2,
              color: label.color,
            }}
          >
            {label.text}
          </div>
        );
      })}
    </div>
  );
}

function Panel(props: { card: SocialCard; figure?: SocialCardFigure; assets: CardAssets }) {
  const { card, figure, assets } = props;
  const deep = deepShade(card.colors.primary);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        alignItems: "flex-start",
        width: PANEL_WIDTH,
        flexShrink: 0,
        padding: "22px 28px",
        borderRadius: 24,
        border: "2px solid rgba(255, 255, 255, 0.25)",
        backgroundColor: deep,
      }}
    >
      {figure && (
        <div style={{ display: "flex", flexDirection: "column", marginBottom: assets.chart ? 8 : 0 }}>
          <FigureValue value={figure.value} size={Math.min(figureSize(figure.value), assets.chart ? 52 : 64)} color={card.colors.accent} />
          <div style={{ display: "flex", marginTop: 8, fontSize: CARD_MIN_TEXT, fontWeight: 500, color: "#ffffff", lineHeight: 1.3 }}>
            {figure.label}
          </div>
        </div>
      )}
      {assets.chart && <Chart chart={assets.chart} />}
      {assets.picture && card.visual?.kind === "picture" && (
        <img
          src={assets.picture}
          width={PANEL_WIDTH - 64}
          height={Math.round(((PANEL_WIDTH - 64) * card.visual.height) / card.visual.width)}
          style={{ borderRadius: 16 }}
          alt=""
        />
      )}
    </div>
  );
}

export function CardImage({ card, assets = {} }: { card: SocialCard; assets?: CardAssets }): ReactNode {
  const figure = card.figure;
  const withPanel = figure !== undefined || assets.chart !== undefined || assets.picture !== undefined;
  const { primary, accent, action } = card.colors;
  const glow = Math.round(BAND_GLOW_ALPHA * 255)
    .toString(16)
    .padStart(2, "0");
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        padding: `56px ${PAD_X}px 48px`,
        fontFamily: "Inter, Inter Extended",
        color: "#ffffff",
        backgroundColor: primary,
        backgroundImage: `radial-gradient(circle at 88% 8%, ${action}${glow}, ${action}00 48%), linear-gradient(135deg, ${primary}, ${bandEnd(primary)})`,
      }}
    >
      <BrandRow card={card} logo={assets.logo} />
      <div style={{ display: "flex", alignItems: "center", gap: PANEL_GAP }}>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }}>
          {card.eyebrow && (
            <div style={{ display: "flex", fontSize: CARD_MIN_TEXT, fontWeight: 700, letterSpacing: 3, color: accent }}>
              {card.eyebrow.toLocaleUpperCase(card.lang)}
            </div>
          )}
          <div
            data-title=""
            style={{
              display: "flex",
              marginTop: card.eyebrow ? 16 : 0,
              fontSize: titleSize(card.title, withPanel),
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: -1,
            }}
          >
            {card.title}
          </div>
        </div>
        {withPanel && <Panel card={card} figure={figure} assets={assets} />}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: CARD_MIN_TEXT, color: "#ffffff" }}>
        <div style={{ display: "flex" }}>{card.address}</div>
        <div style={{ display: "flex", width: 120, height: 6, borderRadius: 3, backgroundColor: accent }} />
      </div>
    </div>
  );
}
