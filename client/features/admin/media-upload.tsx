import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type DragEvent } from "react";
import type { AdminMediaAsset } from "../../../shared/schemas/admin-media";
import { readApiProblem } from "../../api/http";
import { formatBytes, MEDIA_KEY, uploadMedia } from "./media-api";

// Adding images to the media library: drop files on the zone or pick them, describe each
// (alt text in English and German, both required), upload each with its own progress and
// its own errors as the server words them.

/** What the server accepts; it decides by the bytes, this only narrows the picker. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg";

interface Pending {
  key: number;
  file: File;
  alt: string;
  altDe: string;
  state: "ready" | "uploading" | "done" | "error";
  progress: number;
  note: string | null;
  fieldErrors: Record<string, string[]>;
}

let nextKey = 1;

export function MediaUploader({ onUploaded }: { onUploaded?: (asset: AdminMediaAsset) => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [items, setItems] = useState<Pending[]>([]);
  const [isOver, setOver] = useState(false);

  const update = (key: number, change: Partial<Pending>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const added = [...files].map(
      (file): Pending => ({ key: nextKey++, file, alt: "", altDe: "", state: "ready", progress: 0, note: null, fieldErrors: {} }),
    );
    setItems((all) => [...all, ...added]);
  };

  const upload = async (item: Pending) => {
    update(item.key, { state: "uploading", progress: 0, note: null, fieldErrors: {} });
    try {
      const result = await uploadMedia(item.file, item, (progress) => update(item.key, { progress }));
      update(item.key, { state: "done", note: result.duplicate ? "Already in the library: nothing new was stored." : "Uploaded." });
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      onUploaded?.(result.asset);
    } catch (error) {
      const problem = readApiProblem(error);
      const note = problem.message ?? (error instanceof Error ? error.message : "The upload failed. Please try again.");
      update(item.key, { state: "error", note, fieldErrors: problem.fieldErrors });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        Add images
      </h2>
      <fieldset
        data-testid="media-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`mt-3 min-w-0 rounded-lg border-2 border-dashed p-6 text-center ${isOver ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50"}`}
      >
        <legend className="sr-only">Files to add</legend>
        <p className="text-slate-700">Drop JPEG, PNG, WebP, AVIF or SVG files here, or</p>
        <label htmlFor={inputId} className="btn btn-outline mt-3 cursor-pointer">
          Choose files
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
        />
        <p className="mt-3 text-xs text-slate-500">Up to 10 MB and 40 megapixels each. Location and camera data are removed.</p>
      </fieldset>
      {items.length > 0 && (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <PendingUpload
              key={item.key}
              item={item}
              onChange={(change) => update(item.key, change)}
              onUpload={() => void upload(item)}
              onRemove={() => setItems((all) => all.filter((i) => i.key !== item.key))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingUpload(props: { item: Pending; onChange: (change: Partial<Pending>) => void; onUpload: () => void; onRemove: () => void }) {
  const { item } = props;
  const id = `upload-${item.key}`;
  const busy = item.state === "uploading";
  const done = item.state === "done";
  const fileErrors = item.fieldErrors.file ?? [];
  const altErrors = item.fieldErrors.alt ?? [];
  const altDeErrors = item.fieldErrors.altDe ?? [];
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="pending-upload">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 break-all font-medium text-slate-900">{item.file.name}</p>
        <p className="text-sm text-slate-500">{formatBytes(item.file.size)}</p>
      </div>
      {!done && (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            // React sends events up its own tree, through the picker's portal: the form of the
            // page that opened the picker (the post editor's) must not submit too.
            e.stopPropagation();
            props.onUpload();
          }}
        >
          <div>
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-700">
              Alt text (English, required)
            </label>
            <input
              id={`${id}-alt`}
              className="admin-input mt-1"
              value={item.alt}
              onChange={(e) => props.onChange({ alt: e.target.value })}
              required
              maxLength={300}
              aria-invalid={altErrors.length ? true : undefined}
              aria-describedby={altErrors.length ? `${id}-alt-error` : undefined}
              disabled={busy}
            />
            {altErrors.length > 0 && (
              <p id={`${id}-alt-error`} className="mt-1 text-sm text-red-700">
                {altErrors.join(" ")}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-alt-de`} className="block text-sm font-medium text-slate-700">
              Alt text (German, required)
            </label>
            <input
              id={`${id}-alt-de`}
              className="admin-input mt-1"
              value={item.altDe}
              onChange={(e) => props.onChange({ altDe: e.target.value })}
              required
              maxLength={300}
              lang="de"
              aria-invalid={altDeErrors.length ? true : undefined}
              aria-describedby={altDeErrors.length ? `${id}-alt-de-error` : undefined}
              disabled={busy}
            />
            {altDeErrors.length > 0 && (
              <p id={`${id}-alt-de-error`} className="mt-1 text-sm text-red-700">
                {altDeErrors.join(" ")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {item.state === "error" ? "Try again" : "Upload"}
            </button>
            <button type="button" className="btn btn-ghost" onClick={props.onRemove} disabled={busy}>
              Remove
            </button>
          </div>
        </form>
      )}
      {(busy || done) && (
        <progress className="mt-3 h-2 w-full accent-indigo-600" max={1} value={item.progress} aria-label={`Upload of ${item.file.name}`} />
      )}
      {item.note && (
        <p
          role={item.state === "error" ? "alert" : "status"}
          className={`mt-2 text-sm ${item.state === "error" ? "text-red-700" : "text-emerald-700"}`}
        >
          {item.state === "error" && fileErrors.length > 0 ? fileErrors.join(" ") : item.note}
        </p>
      )}
    </li>
  );
}
