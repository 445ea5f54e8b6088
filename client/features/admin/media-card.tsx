import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminMediaAsset } from "../../../shared/schemas/admin-media";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { formatDateTime } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";
import { deleteMedia, formatBytes, MEDIA_KEY, saveAltTexts } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";

/** One image of the library: its thumbnail and facts, its alt texts to edit, where it is used, and delete. */
export function MediaCard({ asset }: { asset: AdminMediaAsset }) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(asset.image.alt.en);
  const [altDe, setAltDe] = useState(asset.image.alt.de ?? "");
  const [altErrors, setAltErrors] = useState<string[]>([]);
  const [altDeErrors, setAltDeErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const id = `media-${asset.id.slice(0, 12)}`;
  const changed = alt !== asset.image.alt.en || altDe !== (asset.image.alt.de ?? "");

  const save = useMutation({
    mutationFn: () => saveAltTexts(asset.id, alt, altDe),
    onSuccess: () => {
      setAltErrors([]);
      setAltDeErrors([]);
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      toast({ title: "Saved", description: `The alt texts of ${asset.fileName} are saved.` });
    },
    onError: (error) => {
      const problem = readApiProblem(error);
      setAltErrors(problem.fieldErrors.alt ?? []);
      setAltDeErrors(problem.fieldErrors.altDe ?? []);
      toast({ title: "Not saved", description: problem.message ?? "The alt texts were not saved.", variant: "destructive" });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteMedia(asset.id),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      toast({ title: "Deleted", description: `${asset.fileName} is no longer in the library.` });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: "Not deleted", description: readApiProblem(error).message ?? "The image was not deleted.", variant: "destructive" });
    },
  });

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="media-card">
      <MediaThumbnail image={asset.image} className="aspect-[4/3] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="break-all text-sm font-medium text-slate-900">{asset.fileName}</p>
          <p className="text-xs text-slate-500">
            {asset.width} × {asset.height} px · {formatBytes(asset.byteSize)} · {formatDateTime(asset.createdAt)}
          </p>
        </div>
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label htmlFor={`${id}-alt`} className="text-xs font-medium text-slate-700">
            Alt text (English)
          </label>
          <input
            id={`${id}-alt`}
            className="admin-input"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            required
            maxLength={300}
            aria-invalid={altErrors.length ? true : undefined}
          />
          {altErrors.length > 0 && <p className="text-sm text-red-700">{altErrors.join(" ")}</p>}
          <label htmlFor={`${id}-alt-de`} className="text-xs font-medium text-slate-700">
            Alt text (German)
          </label>
          <input
            id={`${id}-alt-de`}
            className="admin-input"
            value={altDe}
            onChange={(e) => setAltDe(e.target.value)}
            required
            maxLength={300}
            lang="de"
            aria-invalid={altDeErrors.length ? true : undefined}
          />
          {altDeErrors.length > 0 && <p className="text-sm text-red-700">{altDeErrors.join(" ")}</p>}
          {changed && (
            <button type="submit" className="btn btn-primary justify-self-start" disabled={save.isPending}>
              Save alt texts
            </button>
          )}
        </form>
        <div className="text-sm">
          <p className="font-medium text-slate-700">Used on</p>
          {asset.usage.length === 0 ? (
            <p className="text-slate-500">Not used yet</p>
          ) : (
            <ul className="list-disc pl-5 text-slate-700">
              {asset.usage.map((use) => (
                <li key={use.href + use.label}>
                  <Link to={use.href} className="text-indigo-700 underline hover:text-indigo-900">
                    {use.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto">
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className="btn btn-ghost text-red-700">
                Delete
              </button>
            }
            title="Delete this image?"
            description={
              asset.usage.length > 0
                ? `${asset.fileName} is still used (${asset.usage.map((u) => u.label).join("; ")}): choose another image there first.`
                : `${asset.fileName} and all its sizes will be removed from the library. This cannot be undone.`
            }
            confirmLabel="Delete image"
            isWorking={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </li>
  );
}
