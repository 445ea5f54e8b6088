import { scoreGrade, type ScoreGrade } from "../../../shared/seo-audit-report";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// The score as a ring that fills in proportion (our own SVG, no library).

const GRADE: Record<ScoreGrade, { stroke: string; text: string }> = {
  good: { stroke: "stroke-emerald-500", text: "text-emerald-700" },
  "needs-work": { stroke: "stroke-amber-500", text: "text-amber-700" },
  poor: { stroke: "stroke-red-500", text: "text-red-700" },
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ScoreGauge({ score }: { score: number }) {
  const copy = useSeoAuditCopy().score;
  const grade = { ...GRADE[scoreGrade(score)], label: copy.grades[scoreGrade(score)] };
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <figure className="flex flex-col items-center" data-testid="score-gauge">
      <svg width="140" height="140" viewBox="0 0 120 120" role="img" aria-label={copy.label(score, grade.label)}>
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          className={grade.stroke}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="58" textAnchor="middle" className="fill-slate-900 text-[30px] font-bold">
          {score}
        </text>
        <text x="60" y="80" textAnchor="middle" className="fill-slate-500 text-[11px]">
          {copy.outOf}
        </text>
      </svg>
      <figcaption className={`mt-1 text-sm font-semibold ${grade.text}`}>{grade.label}</figcaption>
    </figure>
  );
}
