import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { ContentEntry } from "../../../shared/schemas/admin-content";
import type { EntryKind } from "../../../shared/schemas/content-entry";
import { entryApi } from "./entry-api";
import { readApiProblem } from "../../api/http";
import { adminJson } from "./admin-http";
import { contentEntryQuery, contentListQuery } from "./admin-queries";
import { setAt } from "./document-path";

/** Where the working copy stands against the stored draft. */
export type DraftState = "new" | "saved" | "unsaved" | "saving" | "invalid" | "failed";

/** How long typing may pause before the draft is saved. */
const AUTOSAVE_MS = 800;

/**
 * The editor's working copy, saved on its own a moment after each change. A save the API
 * refuses leaves the stored draft as it was and puts its field errors beside the fields;
 * the next change tries again. A new entry is created by its first successful save.
 */
export function useContentDraft(
  kind: EntryKind,
  entry: ContentEntry | null,
  blank: () => unknown,
  onCreated: (entry: ContentEntry) => void,
) {
  const queryClient = useQueryClient();
  const [doc, setDoc] = useState<unknown>(() => entry?.draft ?? blank());
  const [stored, setStored] = useState<ContentEntry | null>(entry);
  const [state, setState] = useState<DraftState>(entry ? "saved" : "new");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  /** Bumped by every save that reached the database: the preview reloads on it. */
  const [savedCount, setSavedCount] = useState(0);
  const version = useRef(0);
  /** The fields staff changed: on a new entry, only their errors are shown (the rest are simply not filled yet). */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  /** The entry as the API answered it after a write. */
  const accept = (saved: ContentEntry) => {
    setStored(saved);
    setSavedCount((n) => n + 1);
    queryClient.setQueryData(contentEntryQuery(kind, String(saved.id)).queryKey, saved);
    if (kind !== "site-settings") void queryClient.invalidateQueries({ queryKey: contentListQuery(kind).queryKey });
  };

  const save = useMutation({
    mutationFn: ({ draft }: { draft: unknown; version: number }) =>
      stored
        ? adminJson<ContentEntry>("PUT", entryApi(kind).draft(stored.id), draft)
        : adminJson<ContentEntry>("POST", entryApi(kind).create, draft),
    onMutate: () => setState("saving"),
    onSuccess: (saved, sent) => {
      setErrors({});
      accept(saved);
      setState(sent.version === version.current ? "saved" : "unsaved");
      if (!stored) onCreated(saved);
    },
    onError: (error, sent) => {
      const problem = readApiProblem(error);
      setErrors(problem.fieldErrors);
      if (sent.version !== version.current) setState("unsaved");
      else setState(problem.status === 400 ? "invalid" : "failed");
    },
  });

  useEffect(() => {
    if (state !== "unsaved" || save.isPending) return;
    const timer = setTimeout(() => save.mutate({ draft: doc, version: version.current }), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [doc, state, save.isPending, save.mutate]);

  const shownErrors = stored
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([path]) => [...touched].some((t) => path === t || path.startsWith(`${t}.`))));

  return {
    doc,
    stored,
    state,
    errors: shownErrors,
    savedCount,
    set(path: string, value: unknown) {
      version.current += 1;
      if (!touched.has(path)) setTouched((t) => new Set(t).add(path));
      setDoc((d: unknown) => setAt(d, path, value));
      setState("unsaved");
    },
    /** Saves now (after a failure the server did not explain). */
    retry: () => save.mutate({ draft: doc, version: version.current }),
    /** After publish, unpublish or restore: the stored entry, and its draft as the working copy. */
    replace(saved: ContentEntry, draftToo: boolean) {
      accept(saved);
      if (draftToo) {
        version.current += 1;
        setDoc(saved.draft);
        setState("saved");
      }
    },
    setErrors,
  };
}
