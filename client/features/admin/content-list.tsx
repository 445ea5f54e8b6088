import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentListItem, ContentPicture } from "../../../shared/schemas/admin-content";
import type { AdminMediaAsset } from "../../../shared/schemas/admin-media";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { contentListQuery } from "./admin-queries";
import { formatDateTime } from "./admin-ui";
import type { ContentSection } from "./content-sections";
import { ContentStatusBadge } from "./content-status";
import { mediaListQuery } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";

/** `items` with the entry at `from` moved to `to`. */
const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** An entry's picture: its image from the media library, or a member's drawn portrait. */
function ListPicture({ picture, library }: { picture: ContentPicture | null; library: AdminMediaAsset[] | undefined }) {
  const box = "size-10 shrink-0 rounded-full bg-slate-100";
  if (picture && "src" in picture) return <img src={picture.src} alt="" width={40} height={40} loading="lazy" className={box} />;
  const image = picture && library?.find((asset) => asset.id === picture.mediaId)?.image;
  return image ? <MediaThumbnail image={image} className={`${box} object-cover`} /> : <span className={box} aria-hidden="true" />;
}

/**
 * A kind's entries with their picture, state and last edit. Kinds shown in a hand-made order are
 * reordered by dragging a row or with each row's Move up/down and Move to top buttons; every move
 * is saved at once, and the last one can be undone.
 */
export function ContentList({ section, items }: { section: ContentSection; items: ContentListItem[] }) {
  const queryClient = useQueryClient();
  const key = contentListQuery(section.kind).queryKey;
  const library = useQuery(mediaListQuery()).data;
  const [dragged, setDragged] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  /**
   * The last move staff made, which Undo reverses: that entry goes back to its place. Only that
   * entry moves, so a colleague's change to the order meanwhile stays.
   */
  const [lastMove, setLastMove] = useState<{ id: number; from: number } | null>(null);

  const reorder = useMutation({
    mutationFn: ({ next }: { next: ContentListItem[]; move: { id: number; from: number } | null }) =>
      adminJson<ContentListItem[]>("PUT", `/api/admin/content/${section.kind}/order`, { ids: next.map((i) => i.id) }),
    onMutate: ({ next }) => {
      const before = queryClient.getQueryData<ContentListItem[]>(key);
      queryClient.setQueryData(key, next);
      return { before };
    },
    onSuccess: (saved, { move }) => {
      queryClient.setQueryData(key, saved);
      const time = new Date().toLocaleTimeString("en-GB");
      setNotice(move ? `Order saved at ${time}.` : `The move is undone, saved at ${time}.`);
      setLastMove(move);
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(key, context?.before);
      setNotice("The order was not saved.");
      toast({ title: "Order not saved", description: readApiProblem(error).message ?? "Please try again.", variant: "destructive" });
    },
  });

  // Edge buttons are aria-disabled, not disabled, so keyboard focus stays on a moved row's button.
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to || reorder.isPending) return;
    reorder.mutate({ next: moved(items, from, to), move: { id: items[from]!.id, from } });
  };
  const undo = () => {
    const at = items.findIndex((item) => item.id === lastMove?.id);
    if (!lastMove || at === -1 || reorder.isPending) return;
    reorder.mutate({ next: moved(items, at, Math.min(lastMove.from, items.length - 1)), move: null });
  };

  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        No {section.title.toLowerCase()} yet.
      </p>
    );
  }

  return (
    <>
      {/* What the last move did, for the lists put in order by hand. */}
      {section.ordered && (
        <div className="mt-4 flex min-h-9 flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-emerald-800" role="status" data-testid="order-notice">
            {notice}
          </p>
          {lastMove && (
            <button type="button" className="btn btn-outline min-h-8 px-3 py-1" onClick={undo} disabled={reorder.isPending}>
              Undo
            </button>
          )}
        </div>
      )}
      <div className={`relative ${section.ordered ? "mt-2" : "mt-6"} overflow-x-auto rounded-xl border border-slate-200 bg-white`}>
        <table className="w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">
            {section.title}
            {section.ordered ? ", in the order the site shows them" : ""}
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                State
              </th>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                Last edited
              </th>
              {section.ordered && (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Order</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item, index) => (
              <tr
                key={item.id}
                className={`align-top ${dragged === index ? "bg-indigo-50" : ""} ${section.ordered ? "cursor-grab" : ""}`}
                draggable={section.ordered}
                onDragStart={(e) => {
                  setDragged(index);
                  e.dataTransfer.effectAllowed = "move";
                }}
                onDragOver={(e) => {
                  if (dragged !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                data-testid="content-row"
              >
                <td className="max-w-md px-4 py-3">
                  <div className="flex items-start gap-3">
                    {section.pictured && <ListPicture picture={item.picture} library={library} />}
                    <div className="min-w-0">
                      <Link to={`/admin/${section.segment}/${item.id}`} className="font-medium text-indigo-700 hover:underline">
                        {item.label}
                      </Link>
                      {item.detail && <p className="mt-0.5 text-xs text-slate-600">{item.detail}</p>}
                      {item.addresses.length > 0 && <p className="mt-0.5 break-all text-xs text-slate-500">{item.addresses.join(" · ")}</p>}
                      <p className="mt-1 break-words text-xs text-slate-500 sm:hidden">
                        Edited {formatDateTime(item.updatedAt)}
                        {item.updatedBy && ` by ${item.updatedBy}`}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <ContentStatusBadge status={item.status} />
                </td>
                <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">
                  <span className="whitespace-nowrap">{formatDateTime(item.updatedAt)}</span>
                  {item.updatedBy && <span className="block text-xs">by {item.updatedBy}</span>}
                </td>
                {section.ordered && (
                  <td className="px-4 py-3">
                    <div className="flex flex-col justify-end gap-2 sm:flex-row">
                      <button
                        type="button"
                        className="btn btn-outline min-h-9 px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                        aria-disabled={index === 0}
                        onClick={() => move(index, 0)}
                        aria-label={`Move ${item.label} to the top`}
                      >
                        <span aria-hidden="true" className="sm:hidden">
                          ⤒
                        </span>
                        <span className="hidden sm:inline">Move to top</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline min-h-9 px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                        aria-disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`Move ${item.label} up`}
                      >
                        <span aria-hidden="true" className="sm:hidden">
                          ↑
                        </span>
                        <span className="hidden sm:inline">Move up</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline min-h-9 px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                        aria-disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`Move ${item.label} down`}
                      >
                        <span aria-hidden="true" className="sm:hidden">
                          ↓
                        </span>
                        <span className="hidden sm:inline">Move down</span>
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
