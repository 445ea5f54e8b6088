import type { ResultFigure } from "../../../shared/content/case-study-figure-types";
import { chartKindOf } from "../../../shared/content/case-study-figures";
import { numberFormat } from "../../../shared/format/intl-formats";
import { type FigureWords, formatAmount, tidy } from "./case-study-format";

// One result figure drawn as SVG shapes inside a box, from the figure's own numbers: the
// bars' heights, the ring's arc and the dot's place are computed here and nowhere else, and
// each shape carries the number it stands for (data-value), so a test can read the picture
// back (tests/api/case-study-charts.test.ts). Colours and sizes are presentation attributes,
// like every inline SVG of the site: no style attribute, no script, nothing to load.

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartColors {
  /** The "after" bar, the ring's arc, the dot. */
  accent: string;
  /** Text and the "before" bar. */
  ink: string;
  muted: string;
}

const LABEL_SIZE = 22;

/** Top of a range ("10–12" reaches 12): the bar is drawn to it, the lower end marked inside it. */
const top = (a: { value: number; to?: number }) => a.to ?? a.value;

function Bars(props: {
  box: ChartBox;
  colors: ChartColors;
  bars: { key: "before" | "after"; low: number; high: number; label: string; axis: string }[];
}) {
  const { box, colors, bars } = props;
  const max = Math.max(...bars.map((b) => b.high));
  const plot = box.height - LABEL_SIZE * 2 - 12;
  const base = box.y + box.height - LABEL_SIZE - 6;
  const barWidth = box.width * 0.32;
  return (
    <g>
      <line x1={box.x} x2={box.x + box.width} y1={base} y2={base} stroke={colors.muted} strokeWidth="2" />
      {bars.map((bar, i) => {
        const x = box.x + box.width * (i === 0 ? 0.1 : 0.58);
        const high = Math.max(2, (bar.high / max) * plot);
        const low = Math.max(2, (bar.low / max) * plot);
        const fill = bar.key === "after" ? colors.accent : colors.muted;
        return (
          <g key={bar.key}>
            <rect
              data-bar={bar.key}
              data-value={bar.high}
              x={x}
              y={base - high}
              width={barWidth}
              height={high}
              rx="6"
              fill={fill}
              opacity={bar.low === bar.high ? 1 : 0.45}
            />
            {bar.low !== bar.high && (
              <rect data-bar-low={bar.key} data-value={bar.low} x={x} y={base - low} width={barWidth} height={low} rx="6" fill={fill} />
            )}
            <text
              data-label={bar.key}
              x={x + barWidth / 2}
              y={base - high - 8}
              textAnchor="middle"
              fontSize={LABEL_SIZE}
              fontWeight="700"
              fill={colors.ink}
            >
              {bar.label}
            </text>
            <text
              x={x + barWidth / 2}
              y={base + LABEL_SIZE + 2}
              textAnchor="middle"
              fontSize={LABEL_SIZE - 4}
              fill={colors.ink}
              opacity="0.8"
            >
              {bar.axis}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Ring({ box, colors, share, label }: { box: ChartBox; colors: ChartColors; share: number; label: string }) {
  const r = Math.min(box.width, box.height - LABEL_SIZE - 8) / 2 - 12;
  const cx = box.x + box.width / 2;
  const cy = box.y + r + 12;
  const circumference = 2 * Math.PI * r;
  const arc = Math.max(0, Math.min(1, share)) * circumference;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={colors.muted} strokeWidth="20" opacity="0.6" />
      <circle
        data-share={share}
        data-arc={arc}
        cx={cx}
        cy={cy}
        r={r}
        fill="none"
        stroke={colors.accent}
        strokeWidth="20"
        strokeLinecap="round"
        strokeDasharray={`${arc} ${circumference}`}
        transform={`rotate(-90 ${cx} ${cy})`}
      />
      <text data-label="share" x={cx} y={box.y + box.height - 4} textAnchor="middle" fontSize={LABEL_SIZE - 2} fill={colors.ink}>
        {label}
      </text>
    </g>
  );
}

function Range(props: { box: ChartBox; colors: ChartColors; low: number; high: number; value: number; labels: [string, string, string] }) {
  const { box, colors, low, high, value, labels } = props;
  const y = box.y + box.height / 2;
  const x0 = box.x + 16;
  const x1 = box.x + box.width - 16;
  const at = (v: number) => x0 + ((v - low) / (high - low)) * (x1 - x0);
  // The lowest and highest labels side by side under the ends, or the highest a line lower when
  // both would not fit (a card's box: "Lowest £15.80" and "Highest £26.79"). The width is
  // estimated from Inter's average advance (0.6 em), since the server cannot measure text.
  const endsFitOneLine = (labels[0].length + labels[2].length) * (LABEL_SIZE - 2) * 0.6 + 16 <= x1 - x0;
  return (
    <g>
      <line x1={x0} x2={x1} y1={y} y2={y} stroke={colors.muted} strokeWidth="14" strokeLinecap="round" />
      <circle data-dot="value" data-value={value} data-low={low} data-high={high} cx={at(value)} cy={y} r="13" fill={colors.accent} />
      <text data-label="value" x={at(value)} y={y - 24} textAnchor="middle" fontSize={LABEL_SIZE} fontWeight="700" fill={colors.ink}>
        {labels[1]}
      </text>
      <text data-label="low" x={x0} y={y + 40} textAnchor="start" fontSize={LABEL_SIZE - 2} fill={colors.ink}>
        {labels[0]}
      </text>
      <text
        data-label="high"
        x={x1}
        y={y + 40 + (endsFitOneLine ? 0 : LABEL_SIZE + 4)}
        textAnchor="end"
        fontSize={LABEL_SIZE - 2}
        fill={colors.ink}
      >
        {labels[2]}
      </text>
    </g>
  );
}

/**
 * A rate as a point on a scale from 0 to 100%, its ends labelled: a conversion rate or a saving is
 * a rate, not a slice of some whole (shared/content/case-study-figures.ts), so nothing is filled.
 */
function RateScale(props: { box: ChartBox; colors: ChartColors; percent: number; labels: [string, string, string] }) {
  const { box, colors, percent, labels } = props;
  const y = box.y + box.height / 2;
  const x0 = box.x + 16;
  const x1 = box.x + box.width - 16;
  const at = x0 + (Math.max(0, Math.min(100, percent)) / 100) * (x1 - x0);
  return (
    <g>
      <line x1={x0} x2={x1} y1={y} y2={y} stroke={colors.muted} strokeWidth="4" strokeLinecap="round" />
      {[x0, (x0 + x1) / 2, x1].map((x) => (
        <line key={x} x1={x} x2={x} y1={y - 10} y2={y + 10} stroke={colors.muted} strokeWidth="3" />
      ))}
      <circle data-dot="rate" data-value={percent} cx={at} cy={y} r="13" fill={colors.accent} />
      <text data-label="value" x={at} y={y - 24} textAnchor="middle" fontSize={LABEL_SIZE} fontWeight="700" fill={colors.ink}>
        {labels[1]}
      </text>
      <text data-label="low" x={x0} y={y + 40} textAnchor="start" fontSize={LABEL_SIZE - 2} fill={colors.ink}>
        {labels[0]}
      </text>
      <text data-label="high" x={x1} y={y + 40} textAnchor="end" fontSize={LABEL_SIZE - 2} fill={colors.ink}>
        {labels[2]}
      </text>
    </g>
  );
}

/** A time span on an hour axis; a shorter phase of the same project (the design) is marked inside it. */
function Duration(props: { box: ChartBox; colors: ChartColors; hours: number; phase?: { hours: number; label: string }; fw: FigureWords }) {
  const { box, colors, hours, phase, fw } = props;
  const y = box.y + box.height / 2 - 20;
  const hour = (h: number) => tidy(numberFormat(fw.locale, { style: "unit", unit: "hour", unitDisplay: "short" }).format(h));
  const ticks = [0, hours / 2, hours];
  const at = (h: number) => box.x + (h / hours) * box.width;
  return (
    <g>
      <rect data-bar="after" data-value={hours} x={box.x} y={y} width={at(hours) - box.x} height="40" rx="12" fill={colors.accent} />
      {phase && (
        <g>
          <rect
            data-bar="phase"
            data-value={phase.hours}
            x={box.x}
            y={y}
            width={at(phase.hours) - box.x}
            height="40"
            rx="12"
            fill={colors.ink}
            opacity="0.55"
          />
          <text x={box.x + 8} y={y - 12} fontSize={LABEL_SIZE - 2} fill={colors.ink}>
            {phase.label}
          </text>
        </g>
      )}
      {ticks.map((t, i) => (
        <g key={t}>
          <line x1={at(t)} x2={at(t)} y1={y + 48} y2={y + 58} stroke={colors.ink} strokeWidth="2" opacity="0.7" />
          <text
            x={at(t)}
            y={y + 82}
            textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
            fontSize={LABEL_SIZE - 2}
            fill={colors.ink}
          >
            {hour(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The figure's picture in `box`, or nothing for a plain number (its card states it). */
export function FigureChart(props: {
  figure: ResultFigure;
  /** The study's other results: a duration marks a shorter phase among them. */
  others?: readonly ResultFigure[];
  box: ChartBox;
  colors: ChartColors;
  fw: FigureWords;
}) {
  const { figure, box, colors, fw } = props;
  const kind = chartKindOf(figure);
  const { words } = fw;
  const body = (() => {
    switch (kind) {
      case "before-after": {
        const before = figure.before!;
        const after = figure.after!;
        return (
          <Bars
            box={box}
            colors={colors}
            bars={[
              { key: "before", low: before.value, high: top(before), label: formatAmount(before, figure.unit, fw), axis: words.before },
              { key: "after", low: after.value, high: top(after), label: formatAmount(after, figure.unit, fw), axis: words.after },
            ]}
          />
        );
      }
      case "change": {
        // Only the change is known: the bars are an index with the starting value at 100.
        const after = 100 + figure.change!;
        const index = (v: number) => numberFormat(fw.locale, { maximumFractionDigits: 2 }).format(v);
        return (
          <Bars
            box={box}
            colors={colors}
            bars={[
              { key: "before", low: 100, high: 100, label: index(100), axis: words.before },
              { key: "after", low: after, high: after, label: index(after), axis: words.after },
            ]}
          />
        );
      }
      case "share": {
        const after = figure.after!;
        const whole = figure.of!;
        const label = words.shareOf(formatAmount(after, figure.unit, fw), formatAmount({ value: whole }, figure.unit, fw));
        return <Ring box={box} colors={colors} share={after.value / whole} label={label} />;
      }
      case "rate": {
        const percent = (value: number) => formatAmount({ value }, "percent", fw);
        const after = figure.after!;
        return (
          <RateScale
            box={box}
            colors={colors}
            percent={after.value}
            labels={[percent(0), formatAmount(after, figure.unit, fw), percent(100)]}
          />
        );
      }
      case "range": {
        const { low, high } = figure.range!;
        const money = (value: number) => formatAmount({ value }, figure.unit, fw);
        return (
          <Range
            box={box}
            colors={colors}
            low={low}
            high={high}
            value={figure.after!.value}
            labels={[`${words.lowest} ${money(low)}`, `${words.average} ${money(figure.after!.value)}`, `${words.highest} ${money(high)}`]}
          />
        );
      }
      case "duration": {
        const phase = props.others?.find((f) => f.unit === "hours" && f.after && f.after.value < figure.after!.value);
        return (
          <Duration
            box={box}
            colors={colors}
            hours={figure.after!.value}
            phase={phase && { hours: phase.after!.value, label: words.metrics[phase.metric] }}
            fw={fw}
          />
        );
      }
      default:
        return null;
    }
  })();
  if (!body) return null;
  return (
    <g data-chart-kind={kind} data-metric={figure.metric}>
      {body}
    </g>
  );
}
