import type { RegionCode } from "../../../shared/constants";
import type { Estimate } from "../../../shared/pricing/estimate";
import { totalsText } from "../../../shared/pricing/quote-message";
import { useCalculatorCopy, useEstimateWords } from "./use-calculator-copy";

/** On narrow screens the breakdown sits below the options: the totals stay in view meanwhile. */
export function EstimateBar({ estimate, region }: { estimate: Estimate; region: RegionCode }) {
  const copy = useCalculatorCopy();
  const words = useEstimateWords();
  if (estimate.lines.length === 0) return null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {copy.estimate} <span className="font-semibold text-slate-900">{totalsText(estimate, region, words)}</span>
        </p>
        <a href="#estimate-heading" className="shrink-0 text-sm font-semibold text-indigo-700 underline underline-offset-2">
          {copy.breakdownLink}
        </a>
      </div>
    </div>
  );
}
