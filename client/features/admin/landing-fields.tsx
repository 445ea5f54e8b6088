import type { ReactNode } from "react";
import { languagesOf } from "../../../shared/schemas/landing-page";
import type { RegionCode } from "../../../shared/constants";
import { FieldErrors, FieldShell, useDocumentForm } from "./content-fields";
import { ListItemButtons } from "./list-item-buttons";

// Fields of the landing-page editor (./landing-page-form.tsx) beyond the content editors' own
// (./content-fields.tsx): a text in the languages the page's regions speak, a whole number, and
// the frame of one block with its moves.

const LANGUAGE_LABELS = { en: "English", de: "German" } as const;

/** The page's languages, from its regions: English for US and UK, German for DE. */
export function usePageLanguages() {
  const { get } = useDocumentForm();
  const regions = (get("regions") as RegionCode[] | undefined) ?? [];
  return languagesOf(regions);
}

/**
 * A text in each language the page has (`path.en`, `path.de`): an empty box is stored as null. A
 * page for one language shows one box; the API names a missing one by its path.
 */
export function WordsField({
  path,
  label,
  hint,
  rows,
  maxLength,
}: {
  path: string;
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength: number;
}) {
  const { get, set } = useDocumentForm();
  const languages = usePageLanguages();
  const shown = languages.length ? languages : (["en"] as const);
  return (
    <fieldset className="min-w-0">
      {/* With one language the field's own label says it all: the legend only names the group for screen readers. */}
      <legend className={shown.length > 1 ? "text-sm font-medium text-slate-800" : "sr-only"}>{label}</legend>
      <div className={`mt-1 grid gap-3 ${shown.length > 1 ? "sm:grid-cols-2" : ""}`}>
        {shown.map((language) => {
          const at = `${path}.${language}`;
          const value = get(at);
          const onChange = (e: { target: { value: string } }) => set(at, e.target.value === "" ? null : e.target.value);
          return (
            <FieldShell key={language} path={at} label={`${label} (${LANGUAGE_LABELS[language]})`}>
              {(a) =>
                rows ? (
                  <textarea {...a} rows={rows} maxLength={maxLength} value={typeof value === "string" ? value : ""} onChange={onChange} />
                ) : (
                  <input {...a} maxLength={maxLength} value={typeof value === "string" ? value : ""} onChange={onChange} />
                )
              }
            </FieldShell>
          );
        })}
      </div>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldErrors path={path} />
    </fieldset>
  );
}

/** One block of a variant, titled by its kind and place, with Move up/down and Remove (aria-disabled at the ends, so focus stays). */
export function BlockFrame({ path, index, title, children }: { path: string; index: number; title: string; children: ReactNode }) {
  const name = `${title} (block ${index + 1})`;
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label={name} data-testid="landing-block">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{name}</h4>
        <div className="flex gap-2">
          <ListItemButtons path={path} index={index} label={name} orderable />
        </div>
      </div>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}
