import { type ClaimKey, countableClaims, isCountable } from "../../../shared/content/claims";
import type { ClaimView } from "../../../shared/content/site-facts";
import { claimsDe } from "../../../shared/i18n/pages/claims.de";
import { claimsEn } from "../../../shared/i18n/pages/claims.en";
import { languageForRegion } from "../../../shared/i18n/copy";
import { usePageRegion } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { formatLongDate } from "../ui/format-date";

// A row of the agency's figures with the notes that date and source them (docs/decisions/0040-site-settings.md):
// a figure staff dated or sourced, or one the site counts, gets a numbered marker that leads to its
// note under the row, so a sceptical reader sees when it was true and where it comes from without
// hovering (a static part handles no events). Links and text only.

export interface ClaimFigure {
  /** Keys the marker and note; absent for a figure that is not a claim (the founding year, the markets). */
  claim?: ClaimView;
  value: string;
  label: string;
}

/** The claims a row shows, with the label each has there; claims the settings do not list are left out. */
export function claimFigures(claims: readonly ClaimView[], labels: Partial<Record<ClaimKey, string>>, keys: readonly ClaimKey[]) {
  return keys.flatMap((key): ClaimFigure[] => {
    const claim = claims.find((c) => c.key === key);
    return claim ? [{ claim, value: claim.value, label: labels[key] ?? key }] : [];
  });
}

/** Counted from the published team (the founding year needs no note). */
const countedFromTeam = (claim: ClaimView) => claim.counted && isCountable(claim.key) && countableClaims[claim.key] !== "foundingYear";

const hasNote = (claim: ClaimView | undefined): claim is ClaimView =>
  claim !== undefined && (countedFromTeam(claim) || claim.asOf !== null || claim.source.en !== null || claim.source.de !== null);

/** The figures as a list, then their notes. `idPrefix` keeps two rows on one page apart. */
export function ClaimFigures({
  figures,
  label,
  idPrefix,
  listClassName,
}: {
  figures: readonly ClaimFigure[];
  label: string;
  idPrefix: string;
  listClassName: string;
}) {
  const copy = usePageCopy({ en: claimsEn, de: claimsDe });
  const { figure } = useCopy().common;
  const region = usePageRegion();
  const language = languageForRegion(region);
  const noted = figures.map((f) => f.claim).filter(hasNote);
  const numberOf = (claim: ClaimView | undefined) => (claim ? noted.indexOf(claim) + 1 : 0);
  const noteId = (n: number) => `${idPrefix}-note-${n}`;
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white">
      <div className="container-page py-10">
        <ul className={listClassName}>
          {figures.map((f) => {
            const n = numberOf(f.claim);
            return (
              <li key={f.label} data-claim={f.claim?.key}>
                <p className="text-3xl font-bold text-indigo-700">
                  {figure(f.value)}
                  {n > 0 && (
                    <sup className="ml-0.5 text-sm font-semibold">
                      <a href={`#${noteId(n)}`} className="text-slate-600 hover:underline" aria-label={copy.noteMarker(n)}>
                        {n}
                      </a>
                    </sup>
                  )}
                </p>
                <p className="text-sm text-slate-600">{f.label}</p>
              </li>
            );
          })}
        </ul>
        {noted.length > 0 && (
          <ol aria-label={copy.notesLabel} className="mt-6 space-y-1 text-xs text-slate-600" data-testid="claim-notes">
            {noted.map((claim, i) => {
              const source = (language === "de" ? claim.source.de : null) ?? claim.source.en;
              const sourceLang = language === "de" && !claim.source.de && claim.source.en ? "en" : undefined;
              const parts = [
                countedFromTeam(claim) ? copy.countedTeam : null,
                claim.asOf ? copy.asOf(formatLongDate(`${claim.asOf}T00:00:00Z`, region)) : null,
              ].filter(Boolean);
              const label = figures.find((f) => f.claim === claim)?.label;
              return (
                <li key={claim.key} id={noteId(i + 1)} data-note={claim.key}>
                  <span className="font-semibold">{i + 1}.</span> {label}: {parts.join(", ")}
                  {source && (
                    <>
                      {parts.length > 0 ? ", " : ""}
                      <span lang={sourceLang}>{copy.source(source)}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
