import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ContentEntry } from "../../../shared/schemas/admin-content";
import { documentSchemas } from "../../../shared/schemas/content-documents";
import type { EntryKind } from "../../../shared/schemas/content-entry";
import { entryApi } from "./entry-api";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { contentEntryQuery, contentListQuery } from "./admin-queries";
import { setAt } from "./document-path";

/** Where the working copy stands against the stored draft. */
export type DraftState = "new" | "saved" | "unsaved" | "saving" | "invalid" | "failed";

/** How long typing may pause before the draft is saved. */
const AUTOSAVE_MS = 800;

/** How a save is sent: by the autosave, or as the editor is left (keepalive: the page itself is going). */
type SaveMode = "autosave" | "leaving" | "keepalive";

/**
 * The editor's working copy, saved on its own a moment after each change. A save the API
 * refuses leaves the stored draft as it was and puts its field errors beside the fields;
 * the next change tries again. A new entry is created by its first successful save.
 *
 * Nothing typed waits on the timer when staff leave: leaving the editor within the staff area
 * saves at once, after any save still on its way, and leaving the page (reload, closing the tab,
 * another site, the tab hidden on a phone that may drop it) sends the save with `keepalive`, so it
 * outlives the page. What the kind's schema (the same one the API checks) would refuse cannot be
 * saved: `canSave` says so, and the editor asks before staff leave it (leave-guard.tsx).
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
  const canSave = useMemo(() => documentSchemas[kind].safeParse(doc).success, [kind, doc]);
  /** Typed and not stored yet (a save on its way is not stored until it is answered). */
  const isDirty = state !== "saved" && !(state === "new" && touched.size === 0);

  /** What the leaving saves read: they run outside React's renders (page events, the unmount). */
  const latest = useRef({ doc, stored, isDirty, canSave });
  latest.current = { doc, stored, isDirty, canSave };
  /** The save on its way, if any: a save made while leaving goes after it, so the newer text is stored last. */
  const inFlight = useRef<Promise<ContentEntry | null> | null>(null);
  const isMounted = useRef(true);

  /** The entry as the API answered it after a write. */
  const accept = (saved: ContentEntry) => {
    queryClient.setQueryData(contentEntryQuery(kind, String(saved.id)).queryKey, saved);
    if (kind !== "site-settings") void queryClient.invalidateQueries({ queryKey: contentListQuery(kind).queryKey });
    setStored(saved);
    setSavedCount((n) => n + 1);
  };

  /** Sends the draft: to the stored entry, or as a new one. */
  const send = (draft: unknown, id: number | undefined, mode: SaveMode) =>
    id === undefined
      ? adminJson<ContentEntry>("POST", entryApi(kind).create, draft, { keepalive: mode === "keepalive" })
      : adminJson<ContentEntry>("PUT", entryApi(kind).draft(id), draft, { keepalive: mode === "keepalive" });

  const save = useMutation({
    mutationFn: ({ draft }: { draft: unknown; version: number }) => {
      const sending = send(draft, stored?.id, "autosave");
      inFlight.current = sending.catch(() => null);
      return sending;
    },
    onMutate: () => setState("saving"),
    onSuccess: (saved, sent) => {
      accept(saved);
      if (!isMounted.current) return;
      setErrors({});
      setState(sent.version === version.current ? "saved" : "unsaved");
      if (!stored) onCreated(saved);
    },
    onError: (error, sent) => {
      const problem = readApiProblem(error);
      setErrors(problem.fieldErrors);
      if (sent.version !== version.current) setState("unsaved");
      else setState(problem.status === 400 ? "invalid" : "failed");
    },
    onSettled: () => {
      inFlight.current = null;
    },
  });

  useEffect(() => {
    if (state !== "unsaved" || save.isPending) return;
    const timer = setTimeout(() => save.mutate({ draft: doc, version: version.current }), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [doc, state, save.isPending, save.mutate]);

  /**
   * Saves what staff typed now, as the editor or the page is left. A new entry is created only
   * when no save is on its way (that one creates it); otherwise the change goes to the entry.
   */
  const saveWhileLeaving = useRef((mode: Exclude<SaveMode, "autosave">) => {
    const { doc: draft, stored: entry, isDirty: dirty, canSave: valid } = latest.current;
    if (!dirty || !valid) return;
    const sentVersion = version.current;
    const stored = (saved: ContentEntry) => {
      accept(saved);
      // The tab came back (it was only hidden) with nothing typed since: the draft is saved.
      if (isMounted.current && version.current === sentVersion) setState("saved");
    };
    // Left within the staff area, the screen staff went to says so when the save fails; a page being left cannot.
    const failed = (error: unknown) => {
      if (mode === "leaving")
        toast({
          title: "Not saved",
          description: readApiProblem(error).message ?? "The last change was not saved.",
          variant: "destructive",
        });
    };
    const pending = inFlight.current;
    if (mode === "keepalive" || !pending) {
      // Leaving the page, nothing can wait: a save on its way was sent before, and arrives first.
      if (entry || !pending) send(draft, entry?.id, mode).then(stored, failed);
      return;
    }
    pending
      .then((created) => {
        const id = entry?.id ?? created?.id;
        return id === undefined ? undefined : send(draft, id, mode).then(stored);
      })
      .catch(failed);
  });

  useEffect(() => {
    const leavingPage = () => saveWhileLeaving.current("keepalive");
    const hidden = () => {
      if (document.visibilityState === "hidden") leavingPage();
    };
    window.addEventListener("pagehide", leavingPage);
    document.addEventListener("visibilitychange", hidden);
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      window.removeEventListener("pagehide", leavingPage);
      document.removeEventListener("visibilitychange", hidden);
      // Staff went elsewhere in the staff area: the autosave's timer is gone with the editor.
      saveWhileLeaving.current("leaving");
    };
  }, []);

  const shownErrors = stored
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([path]) => [...touched].some((t) => path === t || path.startsWith(`${t}.`))));

  return {
    doc,
    stored,
    state,
    errors: shownErrors,
    savedCount,
    isDirty,
    canSave,
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
