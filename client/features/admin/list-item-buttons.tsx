import { useDocumentForm } from "./content-fields";

// Moves and removal of one item of a list in the document being edited: a row of RowsField
// (./rows-field.tsx), a landing page's block (./landing-fields.tsx BlockFrame), a message-match
// value. Move up and Move down are aria-disabled at the ends, never disabled, so focus stays.

/** Moves and removal of the item at `index` of the list at `path`, keeping the others. */
export function useListItem(path: string, index: number) {
  const { get, set } = useDocumentForm();
  const items = (get(path) as unknown[] | undefined) ?? [];
  const move = (to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item);
    set(path, next);
  };
  return {
    count: items.length,
    up: () => move(index - 1),
    down: () => move(index + 1),
    remove: () =>
      set(
        path,
        items.filter((_, i) => i !== index),
      ),
  };
}

/** Move up, Move down (where the order is what visitors see) and Remove, named for the item ("Move FAQ (block 4) up"). */
export function ListItemButtons({ path, index, label, orderable }: { path: string; index: number; label: string; orderable: boolean }) {
  const item = useListItem(path, index);
  const buttonClass = "btn btn-ghost min-h-9 px-3 py-1.5";
  return (
    <>
      {orderable && (
        <>
          <button
            type="button"
            className={`${buttonClass} aria-disabled:opacity-40`}
            aria-disabled={index === 0}
            aria-label={`Move ${label} up`}
            onClick={item.up}
          >
            Move up
          </button>
          <button
            type="button"
            className={`${buttonClass} aria-disabled:opacity-40`}
            aria-disabled={index === item.count - 1}
            aria-label={`Move ${label} down`}
            onClick={item.down}
          >
            Move down
          </button>
        </>
      )}
      <button type="button" className={`${buttonClass} text-red-700`} aria-label={`Remove ${label}`} onClick={item.remove}>
        Remove
      </button>
    </>
  );
}
