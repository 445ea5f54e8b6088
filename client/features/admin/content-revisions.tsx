import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentEntry, ContentRevisionInfo } from "../../../shared/schemas/admin-content";
import { KEPT_REVISIONS } from "../../../shared/schemas/content-entry";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { entryApi } from "./entry-api";
import { formatDateTime } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";

const ACTION_LABELS: Record<ContentRevisionInfo["action"], string> = {
  created: "Created",
  saved: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  restored: "Restored",
};

/** The entry's last revisions (who, when, what), each one restorable into the draft. */
export function ContentRevisions({ entry, onRestored }: { entry: ContentEntry; onRestored: (entry: ContentEntry) => void }) {
  const [asking, setAsking] = useState<number | null>(null);
  const restore = useMutation({
    mutationFn: (revision: number) => adminJson<ContentEntry>("POST", entryApi(entry.kind).restore(entry.id, revision)),
    onSuccess: (restored) => {
      setAsking(null);
      onRestored(restored);
      toast({ title: "Restored", description: "The draft is that revision again. Publish to show it on the site." });
    },
    onError: (error) =>
      toast({ title: "Not restored", description: readApiProblem(error).message ?? "Please try again.", variant: "destructive" }),
  });
  return (
    <section aria-labelledby="revisions-heading" className="card p-5">
      <h2 id="revisions-heading" className="text-base font-semibold text-slate-900">
        Revisions
      </h2>
      <p className="mt-1 text-xs text-slate-500">The last {KEPT_REVISIONS} steps, newest first.</p>
      <ol className="mt-3 divide-y divide-slate-100 text-sm">
        {entry.revisions.map((r, index) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium text-slate-800">{ACTION_LABELS[r.action]}</span>{" "}
              <span className="text-slate-600">
                {formatDateTime(r.createdAt)}
                {r.createdBy ? ` by ${r.createdBy}` : ""}
              </span>
            </span>
            {index > 0 && (
              <ConfirmDialog
                open={asking === r.id}
                onOpenChange={(open) => setAsking(open ? r.id : null)}
                trigger={
                  <button
                    type="button"
                    className="btn btn-ghost min-h-9 px-3 py-1.5"
                    aria-label={`Restore the revision of ${formatDateTime(r.createdAt)}`}
                  >
                    Restore
                  </button>
                }
                title="Restore this revision?"
                description="The draft becomes this revision's content. The site keeps showing the published version until you publish."
                confirmLabel="Restore"
                isWorking={restore.isPending}
                onConfirm={() => restore.mutate(r.id)}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
