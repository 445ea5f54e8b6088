import type { PartnerView } from "../../../shared/schemas/content-views";

/**
 * The partner agencies as one typographic strip: every name in the same face and weight, so
 * the row reads as a set and no tile looks like an image that failed to load. A partner whose
 * logo staff uploaded shows it in the name's place (the media library's image, greyed to sit
 * with the names).
 */
export function PartnerStrip({ partners, label }: { partners: readonly PartnerView[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4 lg:gap-x-10">
      {partners.map((p) => (
        <li key={p.id} className="flex h-9 items-center">
          {p.logo?.variants[0] ? (
            <img
              src={p.logo.variants[0].url}
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
