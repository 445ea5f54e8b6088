import { createContext } from "react";
import type { ContentKind } from "../../../shared/schemas/content-entry";
import { previewAddress } from "./content-sections";

/**
 * What a form adds to its preview's address (a landing page's variant and ad headline to show:
 * `variant=b&match=dentists`); the editor gives every form a way to set it.
 */
export const PreviewQueryContext = createContext<(query: string) => void>(() => {});

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
  query = "",
}: {
  kind: ContentKind;
  entryId: number | null;
  draft: unknown;
  savedCount: number;
  query?: string;
}) {
  const address = entryId === null ? null : `${previewAddress(kind, draft)}?preview=${entryId}${query ? `&${query}` : ""}`;
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
