import { useState } from "react";
import type { EntryKind } from "../../../shared/schemas/content-entry";
import { previewAddress } from "./content-sections";

/** A page the preview can show, for an entry many pages read (the site settings). */
export interface PreviewPage {
  label: string;
  path: string;
}

/**
 * The public page that shows the entry, rendering its draft for the signed-in staff member
 * (`?preview=<id>`; the page may be framed by this site alone: server/middleware/security-headers.ts).
 * It reloads after each save, as `savedCount` changes.
 */
export function ContentPreview({
  kind,
  entryId,
  draft,
  savedCount,
  pages,
}: {
  kind: EntryKind;
  entryId: number | null;
  draft: unknown;
  savedCount: number;
  /** Pages staff may choose between; without them, the page that shows the entry. */
  pages?: readonly PreviewPage[];
}) {
  const [chosen, setChosen] = useState(pages?.[0]?.path ?? null);
  const address = entryId === null ? null : `${chosen ?? previewAddress(kind, draft)}?preview=${entryId}`;
  return (
    <section aria-labelledby="preview-heading" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Preview: the page with this draft
        </h2>
        {address && (
          <a href={address} target="_blank" rel="noopener" className="text-sm font-medium text-indigo-700 hover:underline">
            Open preview in a new tab
          </a>
        )}
      </div>
      {pages && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          Page
          <select className="admin-input w-auto" value={chosen ?? ""} onChange={(e) => setChosen(e.target.value)}>
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {address ? (
        <iframe
          key={savedCount}
          src={address}
          title="Preview of the public page with this draft"
          className="mt-3 h-[70vh] min-h-[32rem] w-full rounded-xl border border-slate-200 bg-white xl:sticky xl:top-20"
          data-testid="content-preview"
        />
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          The preview appears once the entry is saved: fill the fields and it saves on its own.
        </p>
      )}
    </section>
  );
}
