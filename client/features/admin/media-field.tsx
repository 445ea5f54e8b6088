import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { mediaListQuery } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";
import { MediaUploader } from "./media-upload";

/**
 * A form field holding one image of the media library (its asset id): shows the chosen
 * image, opens the library to pick another or upload a new one, and removes the choice.
 * Every staff form that needs an image uses this (docs/decisions/0024-media-library.md).
 */
export function MediaField({
  label,
  value,
  onChange,
  hint,
  errors,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  hint?: string;
  errors?: string[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(mediaListQuery());
  const chosen = value ? data?.find((a) => a.id === value) : undefined;
  const pick = (assetId: string) => {
    onChange(assetId);
    setOpen(false);
  };

  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} data-testid="media-field">
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-3">
        {chosen ? (
          <MediaThumbnail image={chosen.image} className="h-20 w-32 rounded" />
        ) : (
          <div className="flex h-20 w-32 items-center justify-center rounded bg-slate-100 text-center text-xs text-slate-500">
            {value ? "Loading…" : "No image chosen"}
          </div>
        )}
        <div className="min-w-0 flex-1 text-sm">
          {chosen && <p className="break-all text-slate-700">{chosen.image.alt.en}</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Trigger asChild>
                <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5">
                  {value ? "Change image" : "Choose image"}
                </button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
                <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
                  <Dialog.Title className="text-lg font-semibold text-slate-900">{label}: choose from the library</Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-slate-600">
                    Pick an image, or add a new one: it is chosen once it is uploaded.
                  </Dialog.Description>
                  <div className="mt-4">
                    <MediaUploader onUploaded={(asset) => pick(asset.id)} />
                  </div>
                  {data && data.length > 0 && (
                    <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Images in the library">
                      {data.map((asset) => (
                        <li key={asset.id}>
                          <button
                            type="button"
                            onClick={() => pick(asset.id)}
                            aria-pressed={asset.id === value}
                            className={`block w-full overflow-hidden rounded-lg border-2 text-left ${asset.id === value ? "border-indigo-600" : "border-transparent hover:border-slate-300"}`}
                          >
                            <MediaThumbnail image={asset.image} className="aspect-[4/3] h-auto w-full" />
                            <span className="block truncate px-2 py-1 text-xs text-slate-700">{asset.image.alt.en}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="mt-5 flex justify-end">
                    <Dialog.Close asChild>
                      <button type="button" className="btn btn-ghost">
                        Close
                      </button>
                    </Dialog.Close>
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            {value && (
              <button type="button" className="btn btn-ghost min-h-9 px-3 py-1.5" onClick={() => onChange(null)}>
                Remove image
              </button>
            )}
          </div>
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors?.length ? <p className="mt-1 text-sm text-red-700">{errors.join(" ")}</p> : null}
    </fieldset>
  );
}
