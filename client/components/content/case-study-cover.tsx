import { useId } from "react";
import { REGION_LOCALE, type RegionCode } from "../../../shared/constants";
import type { CaseStudyService } from "../../../shared/content/case-studies";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import type { ResultFigure } from "../../../shared/content/case-study-figure-types";
import { chartKindOf, headlineOf, otherResultsOf } from "../../../shared/content/case-study-figures";
import { numberFormat } from "../../../shared/format/intl-formats";
import { FigureChart } from "./case-study-chart";
import { type FigureWords, formatAmount, formatChange, tidy } from "./case-study-format";
import { CoverGlyph } from "./case-study-glyph";
import { useCaseStudiesCopy } from "./use-content-copy";
import { useFigureWords } from "./use-figure-words";
import { useStudyMeta } from "./use-study-meta";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { caseStudyFiguresDe } from "../../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../../shared/i18n/pages/case-study-figures.en";
import type { SocialCardFigure } from "../../../shared/social-card";

// A study's cover: its headline result drawn from its figures (its document's `figures`)
// on the service's colours, with a pattern seeded by the slug so no two covers look alike.
// A study without measured results shows what the project was instead. Drawn inline at a
// fixed size: no download, no layout shift.

// Dark enough that white text and the accent keep WCAG AA contrast on every part of the cover,
// the pattern and the chart panel included (tests/unit/case-study-cover-contrast.test.ts).
// `accent` paints shapes (bars, ring, emblem), `tint` the coloured small text.
export const palettes: Record<CaseStudyService, { from: string; to: string; accent: string; tint: string }> = {
  seo: { from: "#3730a3", to: "#0b1f3a", accent: "#a5b4fc", tint: "#e0e7ff" },
  "google-ads": { from: "#78350f", to: "#0b1f3a", accent: "#fcd34d", tint: "#fef3c7" },
  "web-development": { from: "#164e63", to: "#0b1f3a", accent: "#67e8f9", tint: "#cffafe" },
  "dedicated-resources": { from: "#065f46", to: "#0b1f3a", accent: "#6ee7b7", tint: "#d1fae5" },
  branding: { from: "#14532d", to: "#13305a", accent: "#bbf7d0", tint: "#dcfce7" },
};

/** The pattern's circles and the darker chart panel, painted over the gradient: the contrast test paints them too. */
export const COVER_OVERLAYS = { circleOpacity: [0.05, 0.07, 0.09], panel: "#07162b", panelOpacity: 0.3 } as const;

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 300;

/** Small deterministic hash (FNV-1a) of the slug: the same study always gets the same pattern. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Greedy line breaks for SVG text, which does not wrap by itself: every word, on as many lines as it takes. */
export function wrapLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A text block of the cover: at `size` px a line holds `maxChars` characters, and at most `maxLines` fit. */
export interface TextSlot {
  size: number;
  maxChars: number;
  maxLines: number;
  /** The smallest size the text may shrink to. */
  minSize: number;
}

/**
 * The largest size from `slot.size` down to `slot.minSize` at which the whole text fits the
 * slot's lines (a smaller size holds more characters a line). SVG text neither wraps nor clips,
 * so a text that does not fit would run into the chart or be cut short: it shrinks instead,
 * and never loses a word ("Kosten pro Akquisition im Schnitt" once lost "Schnitt").
 */
export function fitText(text: string, slot: TextSlot): { lines: string[]; size: number } {
  for (let size = slot.size; ; size--) {
    const maxChars = Math.floor((slot.maxChars * slot.size) / size);
    const lines = wrapLines(text, maxChars);
    const fits = lines.length <= slot.maxLines && lines.every((line) => line.length <= maxChars);
    if (fits || size <= slot.minSize) return { lines, size };
  }
}

/** The cover's text blocks beside the chart panel (x 346): tests/unit/case-study-cover-text.test.ts fits every study's words in them. */
export const COVER_SLOTS = {
  metric: { size: 26, maxChars: 20, maxLines: 2, minSize: 17 },
  note: { size: 20, maxChars: 26, maxLines: 2, minSize: 16 },
  project: { size: 34, maxChars: 18, maxLines: 3, minSize: 22 },
} as const satisfies Record<string, TextSlot>;

/** The number the cover states in large type: the change, the share, or the value reached. */
export function headlineText(figure: ResultFigure, fw: FigureWords): string {
  const kind = chartKindOf(figure);
  const after = figure.after;
  if (kind === "share" && after && figure.of !== undefined)
    return tidy(numberFormat(fw.locale, { style: "percent", maximumFractionDigits: 0 }).format(after.value / figure.of));
  if ((kind === "before-after" || kind === "change") && formatChange(figure, fw)) return formatChange(figure, fw)!;
  return after ? formatAmount(after, figure.unit, fw) : "";
}

/** The figure a study's social card shows: the cover's headline and its metric, in the region's language. */
export function cardFigureOf(figure: ResultFigure | null, region: RegionCode): SocialCardFigure | undefined {
  if (!figure) return undefined;
  const fw: FigureWords = { locale: REGION_LOCALE[region], words: pageCopyFor({ en: caseStudyFiguresEn, de: caseStudyFiguresDe }, region) };
  return { value: headlineText(figure, fw), label: fw.words.metrics[figure.metric] };
}

/** The caption under the headline: what kind of picture it is. */
function noteOf(figure: ResultFigure, fw: FigureWords): string {
  const { words } = fw;
  const notes = {
    "before-after": words.beforeAfterNote,
    change: words.indexNote,
    share: words.shareNote,
    rate: words.rateNote,
    range: words.rangeNote,
  };
  const kind = chartKindOf(figure);
  return kind === "duration" ? words.durationNote : kind === "value" ? "" : notes[kind];
}

/** A fitted text block (`fitText`): one <text> a line, `leading` times the size apart, from the baseline `top`. */
function TextLines(props: {
  kind: keyof typeof COVER_SLOTS;
  block: { lines: string[]; size: number };
  top: number;
  leading: number;
  fill: string;
  fontWeight?: string;
}) {
  const { block } = props;
  return block.lines.map((line, i) => (
    <text
      key={line}
      data-cover-text={props.kind}
      x="36"
      y={props.top + i * Math.round(block.size * props.leading)}
      fontSize={block.size}
      fontWeight={props.fontWeight}
      fill={props.fill}
    >
      {line}
    </text>
  ));
}

export function CaseStudyCover({ study, className }: { study: CaseStudySummary; className?: string }) {
  const copy = useCaseStudiesCopy();
  const meta = useStudyMeta(study);
  const fw = useFigureWords();
  // Unique per rendered cover (a study can show twice on a page); stable across hydration.
  const gradientId = `cover-${study.slug}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const palette = palettes[study.service];
  const seed = seedOf(study.slug);
  const circles = [0, 1, 2].map((i) => {
    const bits = seed >>> (i * 9);
    return { cx: 40 + (bits % 560), cy: 20 + ((bits >>> 4) % 260), r: 50 + ((bits >>> 2) % 100) };
  });
  const figure = headlineOf(study.figures);
  const headline = figure ? headlineText(figure, fw) : "";
  // The project's name fills the space left of the emblem: long German compounds get a smaller size.
  const project = fitText(meta.project, COVER_SLOTS.project);
  const metric = figure ? fitText(fw.words.metrics[figure.metric], COVER_SLOTS.metric) : null;
  const note = figure ? fitText(noteOf(figure, fw), COVER_SLOTS.note) : null;
  const service = copy.services[study.service];
  const label = figure ? `${service} · ${fw.words.metrics[figure.metric]}: ${headline}` : `${service} · ${meta.project}`;
  return (
    <svg
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      role="img"
      aria-label={label}
      data-cover={study.slug}
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1={seed % 2} x2="1" y2={1 - (seed % 2)}>
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${gradientId})`} />
      {circles.map((c, i) => (
        <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill={palette.accent} opacity={COVER_OVERLAYS.circleOpacity[i]} />
      ))}
      <text x="36" y="52" fontSize="19" fontWeight="700" fill={palette.tint} letterSpacing="1.5">
        {copy.services[study.service].toUpperCase()}
      </text>
      {figure ? (
        <>
          <TextLines kind="metric" block={metric!} top={92} leading={1.15} fill="#fff" fontWeight="600" />
          <text
            data-headline=""
            x="34"
            y="196"
            fontSize={Math.min(60, Math.floor(480 / Math.max(headline.length, 1)))}
            fontWeight="800"
            fill="#fff"
          >
            {headline}
          </text>
          <TextLines kind="note" block={note!} top={236} leading={1.2} fill={palette.tint} />
          <rect x="346" y="28" width="266" height="244" rx="18" fill={COVER_OVERLAYS.panel} opacity={COVER_OVERLAYS.panelOpacity} />
          {chartKindOf(figure) === "value" ? (
            // A plain number has no picture of its own: the panel shows the service's emblem.
            <CoverGlyph service={study.service} x={389} y={60} size={180} color={palette.accent} />
          ) : (
            <FigureChart
              figure={figure}
              others={otherResultsOf(study.figures)}
              box={{ x: 362, y: 40, width: 234, height: 220 }}
              colors={{ accent: palette.accent, ink: "#fff", muted: "rgba(255,255,255,0.35)" }}
              fw={fw}
            />
          )}
        </>
      ) : (
        <>
          <TextLines kind="project" block={project} top={108} leading={1 + 8 / project.size} fill="#fff" fontWeight="700" />
          <CoverGlyph service={study.service} x={410} y={60} size={180} color={palette.accent} />
        </>
      )}
    </svg>
  );
}
