import { reasonText, RULES_VERSION, type ScoreReason } from "../../../shared/lead-score/rules";

/**
 * The score a lead was given when it was stored, each point with its reason
 * (shared/lead-score/rules.ts). It is never recomputed, so a lead scored under an
 * older rule set says so.
 */
export function LeadScoreCard(props: { score: number | null; reasons: ScoreReason[]; rulesVersion: number | null }) {
  return (
    <section className="card p-5" aria-labelledby="score-heading">
      <h2 id="score-heading" className="text-lg font-semibold text-slate-900">
        Score{props.score !== null && <span className="ml-2 tabular-nums">{props.score}</span>}
      </h2>
      {props.score === null ? (
        <p className="mt-2 text-sm text-slate-600">This lead was stored before leads were scored.</p>
      ) : props.reasons.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No rule gave or took points.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {props.reasons.map((reason) => (
            <li key={reason.rule} className={reason.points < 0 ? "text-red-700" : undefined}>
              {reasonText(reason)}
            </li>
          ))}
        </ul>
      )}
      {props.rulesVersion !== null && props.rulesVersion !== RULES_VERSION && (
        <p className="mt-2 text-xs text-slate-500">
          Scored with rule set {props.rulesVersion}; the current one is {RULES_VERSION}.
        </p>
      )}
    </section>
  );
}
