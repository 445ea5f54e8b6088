import type { ContentEntry, ContentStatus } from "../../../shared/schemas/admin-content";
import { changedFields } from "./draft-changes";
import type { DraftState } from "./use-content-draft";

const STATUS: Record<ContentStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-slate-200 text-slate-700" },
  published: { label: "Published", className: "bg-emerald-100 text-emerald-800" },
  changed: { label: "Published, with unpublished changes", className: "bg-amber-100 text-amber-900" },
};

/** Whether visitors see the entry, and whether they see its latest draft. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { label, className } = STATUS[status];
  return <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{label}</span>;
}

const NOTES: Record<DraftState | "incomplete", string> = {
  new: "Not saved yet: it saves on its own once the required fields are filled",
  saved: "Saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  invalid: "Not saved: check the highlighted fields",
  incomplete: "Not saved yet: fill the required fields",
  failed: "Not saved: the server did not answer",
};

/** The autosave's state, announced to screen readers as it changes. */
export function DraftStateNote({ state, isNew, onRetry }: { state: DraftState; isNew: boolean; onRetry: () => void }) {
  const bad = state === "invalid" || state === "failed";
  const note = isNew && state === "invalid" ? NOTES.incomplete : NOTES[state];
  return (
    <p className={`flex items-center gap-2 text-sm ${bad ? "text-red-700" : "text-slate-600"}`} role="status" data-testid="draft-state">
      {note}
      {state === "failed" && (
        <button type="button" className="btn btn-outline min-h-8 px-2 py-1" onClick={onRetry}>
          Save now
        </button>
      )}
    </p>
  );
}

/** What visitors see of the stored draft, for the preview: nothing yet, all of it, or all but the fields named. */
export function DraftChanges({ entry }: { entry: ContentEntry }) {
  if (entry.status === "draft") return <p>Not published: visitors see none of it yet.</p>;
  if (entry.status === "published") return <p>The same as what visitors see.</p>;
  const fields = changedFields(entry.kind, entry.draft, entry.published);
  return (
    <p>
      Visitors do not see these changes yet: <span className="font-medium text-slate-900">{fields.join(", ") || "the draft"}</span>.
    </p>
  );
}
