import { Link } from "../../lib/region/region-link";
import { WIZARD_STEP_COUNT, WIZARD_STEPS } from "../../../shared/recommendation/answers";
import { useWizardCopy } from "./use-wizard-copy";

// Whole classes, so Tailwind finds them at build time (one per step of six).
const WIDTHS = ["w-1/6", "w-2/6", "w-3/6", "w-4/6", "w-5/6", "w-full"];

/** "Step 2 of 6", a bar and the named steps; answered steps link back to themselves. */
export function WizardProgress({ step, reachable, hrefFor }: { step: number; reachable: number; hrefFor(step: number): string }) {
  const copy = useWizardCopy();
  return (
    <nav aria-label={copy.progress} className="mb-8">
      <p className="text-sm font-semibold text-indigo-700" data-testid="wizard-step">
        {copy.stepOf(step, WIZARD_STEP_COUNT)}
      </p>
      <div
        role="progressbar"
        aria-label={copy.progressBar}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={copy.stepOf(step, WIZARD_STEP_COUNT)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full bg-indigo-600 transition-[width] ${WIDTHS[step - 1] ?? "w-full"}`} />
      </div>
      <ol className="mt-3 hidden gap-2 text-xs sm:grid sm:grid-cols-6">
        {WIZARD_STEPS.map((s, i) => {
          const n = i + 1;
          const label = (
            <>
              <span className="font-semibold">{n}.</span> {copy.steps[s.id]}
            </>
          );
          const tone = n === step ? "text-indigo-700 font-semibold" : n < step ? "text-slate-700" : "text-slate-500";
          return (
            <li key={s.id} className={tone} aria-current={n === step ? "step" : undefined}>
              {n !== step && n <= reachable ? (
                <Link to={hrefFor(n)} className="underline-offset-2 hover:underline" preventScrollReset>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
