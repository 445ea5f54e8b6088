import type { ReactNode } from "react";
import type { PartnerView } from "../../../shared/schemas/content-views";
import { ExternalLink } from "../ui/external-link";
import { ResponsiveImage } from "./responsive-image";

/**
 * The partner agencies as one typographic strip: every name in the same face and weight, so
 * the row reads as a set and no tile looks like an image that failed to load. A partner whose
 * logo staff uploaded shows it in the name's place, as its owner drew it: in its own colours, at
 * full strength, on the section's background (no box, no filter), at the names' height and never
 * wider than 10rem (docs/decisions/0022-portraits-marks-and-icons.md, "Partners").
 */
/** A partner with a website links to it; the name or logo stays the link's text. */
function PartnerLink({ url, children }: { url: string | null; children: ReactNode }) {
  if (!url) return children;
  return (
    <ExternalLink href={url} className="inline-flex min-h-9 items-center rounded focus-visible:outline-offset-4">
      {children}
    </ExternalLink>
  );
}

export function PartnerStrip({ partners, label }: { partners: readonly PartnerView[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4 lg:gap-x-10">
      {partners.map((p) => (
        <li key={p.id} className="flex h-9 items-center">
          <PartnerLink url={p.url}>
            {p.logo ? (
              <ResponsiveImage image={p.logo} sizes="160px" className="h-8 w-auto max-w-40 object-contain" />
            ) : (
              <span className="whitespace-nowrap text-lg font-semibold tracking-tight text-slate-600 sm:text-xl">{p.name}</span>
            )}
          </PartnerLink>
        </li>
      ))}
    </ul>
  );
}
