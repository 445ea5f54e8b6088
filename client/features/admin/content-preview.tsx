import { type ReactNode, useEffect, useRef, useState } from "react";
import type { EntryKind } from "../../../shared/schemas/content-entry";
import { PAGE_TOP, previewAddress } from "./content-sections";

/** A page the preview can show, for an entry many pages read (the site settings). */
export interface PreviewPage {
  label: string;
  path: string;
}

/**
 * The public page that shows the entry, rendering its draft for the signed-in staff member
 * (`?preview=<id>`; the page may be framed by this site alone: server/middleware/security-headers.ts).
 *
 * It opens at `section` (the part of the page that shows what is being edited) and moves there
 * when staff go on to a field another section shows. After each save (`savedCount`) the page is
 * loaded again in a second frame behind the first, and takes its place once it has hydrated,
 * scrolled to where the first one stood: the preview never jumps back to the top. The frames are
 * this site's own pages, so the editor reads and sets their scroll position directly.
 */
export function ContentPreview({
  kind,
  entryId,
  draft,
  savedCount,
  pages,
  section,
  changes,
}: {
  kind: EntryKind;
  entryId: number | null;
  draft: unknown;
  savedCount: number;
  /** Pages staff may choose between; without them, the page that shows the entry. */
  pages?: readonly PreviewPage[];
  /** A heading id of the preview page, or PAGE_TOP (content-sections.ts, previewSection). */
  section: string;
  /** How the draft differs from what visitors see, in words. */
  changes: ReactNode;
}) {
  const [chosen, setChosen] = useState(pages?.[0]?.path ?? null);
  const address = entryId === null ? null : `${chosen ?? previewAddress(kind, draft)}?preview=${entryId}`;
  const [frames, setFrames] = useState<{ key: number; src: string }[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const elements = useRef(new Map<number, HTMLIFrameElement>());
  const shownRef = useRef<number | null>(null);
  const sectionRef = useRef(section);
  const nextKey = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a save reached the database: the page is loaded again.
  useEffect(() => {
    if (!address) return;
    const key = ++nextKey.current;
    // The frame on screen stays until the new one is ready; one still loading is replaced.
    setFrames((all) => [...all.filter((f) => f.key === shownRef.current), { key, src: address }]);
  }, [address, savedCount]);

  // Staff went on to a field another section of the page shows: the preview goes there.
  useEffect(() => {
    if (section === sectionRef.current) return;
    sectionRef.current = section;
    const win = shownRef.current === null ? null : elements.current.get(shownRef.current)?.contentWindow;
    if (win) win.scrollTo({ top: sectionTop(win, section), behavior: "smooth" });
  }, [section]);

  const onReady = (key: number) => {
    const win = elements.current.get(key)?.contentWindow;
    // The same page loaded again keeps its place; another page chosen opens at the section.
    const before = shownRef.current === null ? null : elements.current.get(shownRef.current);
    const samePage = before?.getAttribute("src") === elements.current.get(key)?.getAttribute("src");
    const beforeWin = samePage ? before?.contentWindow : null;
    if (win) win.scrollTo({ top: beforeWin ? beforeWin.scrollY : sectionTop(win, sectionRef.current), behavior: "instant" });
    shownRef.current = key;
    setShown(key);
    setFrames((all) => all.filter((f) => f.key >= key));
  };

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
        <>
          <div className="mt-1 text-sm text-slate-600" data-testid="preview-changes">
            {changes}
          </div>
          <div className="relative mt-3 h-[70vh] min-h-[32rem] w-full overflow-hidden rounded-xl border border-slate-200 bg-white xl:sticky xl:top-20">
            {frames.map((frame) => (
              <iframe
                key={frame.key}
                ref={(element) => {
                  if (element) elements.current.set(frame.key, element);
                  else elements.current.delete(frame.key);
                }}
                src={frame.src}
                onLoad={(event) => whenHydrated(event.currentTarget, () => onReady(frame.key))}
                title={frame.key === shown ? "Preview of the public page with this draft" : "The preview, loading again"}
                className={`absolute inset-0 h-full w-full ${frame.key === shown ? "" : "invisible"}`}
                data-testid={frame.key === shown ? "content-preview" : "content-preview-next"}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          The preview appears once the entry is saved: fill the fields and it saves on its own.
        </p>
      )}
    </section>
  );
}

/** How long a preview may take to hydrate before it is shown anyway. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Runs `then` once the framed page has hydrated (client/app/site-shell.tsx marks it): a page
 * scrolls itself to the top as it hydrates, so a scroll position set before would be lost.
 */
function whenHydrated(frame: HTMLIFrameElement, then: () => void): void {
  const root = frame.contentDocument?.documentElement;
  if (!root || root.dataset.hydrated) {
    then();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) done();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  const timer = setTimeout(done, HYDRATION_WAIT_MS);
}

/** The scroll position that puts the section under the page's sticky header (0 for the page's top, or a section the page does not show). */
function sectionTop(win: Window, section: string): number {
  const heading = section === PAGE_TOP ? null : win.document.getElementById(section);
  if (!heading) return section === PAGE_TOP ? 0 : win.scrollY;
  const target = heading.closest("section") ?? heading;
  const header = win.document.querySelector("header")?.getBoundingClientRect().height ?? 0;
  return Math.max(0, target.getBoundingClientRect().top + win.scrollY - header);
}
