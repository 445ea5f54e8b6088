import type { PartnerAgency } from "../../../shared/content/partners";

/**
 * The partner agencies as one typographic strip: every name in the same face and weight, so
 * the row reads as a set and no tile looks like an image that failed to load. A partner with
 * an uploaded logo (shared/content/partners.ts `logo`) shows it in the name's place, greyed
 * to sit with the names.
 */
export function PartnerStrip({ partners, label }: { partners: readonly PartnerAgency[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4 lg:gap-x-10">
      {partners.map((p) => (
        <li key={p.name} className="flex h-9 items-center">
          {p.logo ? (
            <img
              src={p.logo.src}
              alt={p.name}
              width={p.logo.width}
              height={p.logo.height}
              loading="lazy"
              decoding="async"
              className="h-8 w-auto opacity-80 grayscale"
            />
          ) : (
            <span className="whitespace-nowrap text-lg font-semibold tracking-tight text-slate-600 sm:text-xl">{p.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
