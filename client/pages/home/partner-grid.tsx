import { partnerAgencies } from "../../../shared/content/partners";
import { useCopy } from "../../lib/region/use-copy";

/** The grid of 7 partner agencies, as our own generated text marks. */
export function PartnerGrid() {
  const copy = useCopy();
  return (
    <section className="border-y border-slate-200 bg-white" aria-labelledby="home-partners">
      <div className="container-page py-14">
        <h2 id="home-partners" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-500">
          {copy.home.partnersTitle}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {partnerAgencies.map((p) => (
            <li key={p.name} className="flex items-center gap-3 rounded-lg border border-slate-100 bg-slate-50 px-3 py-3">
              <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className="shrink-0">
                <rect width="36" height="36" rx="8" fill={`hsl(${p.hue} 60% 92%)`} />
                <text x="18" y="23" textAnchor="middle" fontSize="13" fontWeight="700" fill={`hsl(${p.hue} 55% 32%)`}>
                  {p.monogram}
                </text>
              </svg>
              <span className="text-sm font-semibold leading-tight text-slate-700">{p.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
