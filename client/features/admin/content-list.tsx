import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentListItem } from "../../../shared/schemas/admin-content";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { contentListQuery } from "./admin-queries";
import { formatDateTime } from "./admin-ui";
import type { ContentSection } from "./content-sections";
import { ContentStatusBadge } from "./content-status";
import { publishedAddress } from "./content-sections";

/** `items` with the entry at `from` moved to `to`. */
const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A kind's entries with their state and last edit. Kinds shown in a hand-made order are
 * reordered by dragging a row or with each row's Move up/down buttons; every move is saved at once.
 */
export function ContentList({ section, items }: { section: ContentSection; items: ContentListItem[] }) {
  const queryClient = useQueryClient();
  const key = contentListQuery(section.kind).queryKey;
  const [dragged, setDragged] = useState<number | null>(null);
  const [notice, setNotice] = useState("");

  const reorder = useMutation({
    mutationFn: (next: ContentListItem[]) =>
      adminJson<ContentListItem[]>("PUT", `/api/admin/content/${section.kind}/order`, { ids: next.map((i) => i.id) }),
    onMutate: (next) => {
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, next);
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      setNotice(`Order saved at ${new Date().toLocaleTimeString("en-GB")}.`);
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
    reorder.mutate(moved(items, from, to));
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
      <p className="mt-4 min-h-6 text-sm font-medium text-emerald-800" role="status" data-testid="order-notice">
        {notice}
      </p>
      <div className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
                  <Link to={`/admin/${section.segment}/${item.id}`} className="font-medium text-indigo-700 hover:underline">
                    {item.label}
                  </Link>
                  {item.slug && <p className="mt-0.5 break-all text-xs text-slate-500">{publishedAddress(section.kind, item.slug)}</p>}
                  <p className="mt-1 break-words text-xs text-slate-500 sm:hidden">
                    Edited {formatDateTime(item.updatedAt)}
                    {item.updatedBy && ` by ${item.updatedBy}`}
                  </p>
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
