import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { ContentEntry } from "../../../shared/schemas/admin-content";
import { documentSchemas } from "../../../shared/schemas/content-documents";
import { readApiProblem } from "../../api/http";
import { useNavigate } from "../../lib/region/region-link";
import { useMoveToCreated } from "./editor-identity";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { contentListQuery } from "./admin-queries";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentStatusBadge, DraftChanges, DraftStateNote } from "./content-status";
import { DocumentFormContext, ErrorSummary } from "./content-fields";
import { ContentPreview } from "./content-preview";
import { ContentRevisions } from "./content-revisions";
import { fieldPathName } from "./draft-changes";
import { LeaveGuard } from "./leave-guard";
import { blankDocuments, type EditorSection, previewSection } from "./content-sections";
import type { PreviewPage } from "./content-preview";
import { entryApi, entryScreen } from "./entry-api";
import { useContentDraft } from "./use-content-draft";

/**
 * One entry's editor: the kind's form (`form`), saved as a draft on its own; Publish and
 * Unpublish; the revisions; delete; and beside it (below on a phone) the public page with the draft.
 * The site settings are always published and never deleted: their editor has neither button.
 */
export function ContentEditor({
  section,
  entry,
  form,
  previewPages,
}: {
  section: EditorSection;
  entry: ContentEntry | null;
  form: ReactNode;
  /** Pages the preview may show instead of the entry's own (the site settings show on many). */
  previewPages?: readonly PreviewPage[];
}) {
  const { kind, segment } = section;
  const isSettings = kind === "site-settings";
  const navigate = useNavigate();
  const moveToCreated = useMoveToCreated();
  const queryClient = useQueryClient();
  const blank = kind === "site-settings" ? () => entry?.draft : blankDocuments[kind];
  const draft = useContentDraft(kind, entry, blank, (created) => moveToCreated(entryScreen(kind, segment, created.id)));
  const { stored, state } = draft;
  const [askingDelete, setAskingDelete] = useState(false);
  /** The field staff are in (its data-path, content-fields.tsx): the preview shows its section. */
  const [focusedPath, setFocusedPath] = useState<string | null>(null);

  const step = useMutation({
    mutationFn: (action: "publish" | "unpublish") => adminJson<ContentEntry>("POST", entryApi(kind).step(stored!.id, action)),
    onSuccess: (saved, action) => {
      draft.replace(saved, false);
      toast({
        title: action === "publish" ? "Published" : "Unpublished",
        description: action === "publish" ? "Visitors see it now." : "It is off the site; the draft stays.",
      });
    },
    onError: (error) => {
      const problem = readApiProblem(error);
      draft.setErrors(problem.fieldErrors);
      toast({ title: "Not published", description: problem.message ?? "Please try again.", variant: "destructive" });
    },
  });

  const remove = useMutation({
    mutationFn: () => adminJson<void>("DELETE", entryApi(kind).entry(stored!.id)),
    onSuccess: () => {
      if (kind !== "site-settings") void queryClient.invalidateQueries({ queryKey: contentListQuery(kind).queryKey });
      toast({ title: "Deleted", description: `The ${section.one} and its revisions are gone.` });
      navigate(`/admin/${segment}`);
    },
    onError: (error) =>
      toast({ title: "Not deleted", description: readApiProblem(error).message ?? "Please try again.", variant: "destructive" }),
  });

  const needsAgreement = kind === "testimonial" && (draft.doc as { publicationAgreed?: boolean }).publicationAgreed !== true;
  const blocker = !stored
    ? "Fill the required fields first."
    : state !== "saved"
      ? "Wait until the draft is saved."
      : needsAgreement
        ? "Tick that the client agreed to publication first."
        : stored.status === "published"
          ? "The site shows this draft already."
          : null;
  const references = stored?.referencedBy ?? [];

  return (
    <DocumentFormContext.Provider
      value={{
        doc: draft.doc,
        set: draft.set,
        errors: draft.errors,
        schema: documentSchemas[kind],
        nameOf: (path) => fieldPathName(kind, path),
      }}
    >
      <LeaveGuard
        isDirty={draft.isDirty}
        mustAsk={draft.isDirty && !draft.canSave}
        reason={
          stored
            ? "Some fields are not filled in as the site needs them, so your latest changes cannot be saved. If you leave now, they are lost."
            : `This ${section.one} is not saved yet: it saves on its own once the required fields are filled. If you leave now, what you typed is lost.`
        }
      />
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="publish-bar">
        {stored && <ContentStatusBadge status={stored.status} />}
        <DraftStateNote state={state} isNew={!stored} onRetry={draft.retry} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {blocker && stored?.status !== "published" && (
            <p id="publish-blocker" className="text-sm text-slate-600">
              {blocker}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={blocker !== null || step.isPending}
            aria-describedby={blocker ? "publish-blocker" : undefined}
            onClick={() => step.mutate("publish")}
          >
            {stored?.status === "changed" ? "Publish changes" : "Publish"}
          </button>
          {stored?.published && !isSettings && (
            <button type="button" className="btn btn-outline" disabled={step.isPending} onClick={() => step.mutate("unpublish")}>
              Unpublish
            </button>
          )}
          {stored && !isSettings && (
            <ConfirmDialog
              open={askingDelete}
              onOpenChange={setAskingDelete}
              trigger={
                <button type="button" className="btn btn-ghost text-red-700">
                  Delete
                </button>
              }
              title={`Delete this ${section.one}?`}
              description={
                references.length ? (
                  <>
                    <p>These entries name this study. Remove the links from them first, then delete it:</p>
                    <ul className="mt-2 list-disc pl-5">
                      {references.map((r) => (
                        <li key={r.id}>{r.label}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  `It leaves the site at once, with all its revisions${kind === "case-study" ? " and old addresses" : ""}. This cannot be undone.`
                )
              }
              confirmLabel="Delete"
              isWorking={remove.isPending || references.length > 0}
              onConfirm={() => remove.mutate()}
            />
          )}
        </div>
      </div>
      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <form
            className="card space-y-6 p-5"
            aria-label={section.one}
            onSubmit={(e) => e.preventDefault()}
            onFocus={(e) => {
              // Focus in the image picker (a dialog outside the form) keeps the field it belongs to.
              const path = e.target.closest("[data-path]")?.getAttribute("data-path");
              if (path) setFocusedPath(path);
            }}
            noValidate
          >
            <p className="text-sm text-slate-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <ErrorSummary />
            {form}
          </form>
          {stored && <ContentRevisions entry={stored} onRestored={(restored) => draft.replace(restored, true)} />}
        </div>
        <ContentPreview
          kind={kind}
          entryId={stored?.id ?? null}
          draft={stored?.draft ?? draft.doc}
          savedCount={draft.savedCount}
          pages={previewPages}
          section={previewSection(kind, draft.doc, focusedPath)}
          changes={stored && <DraftChanges entry={stored} />}
        />
      </div>
    </DocumentFormContext.Provider>
  );
}
