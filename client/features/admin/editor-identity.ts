import { useRef } from "react";
import { useLocation } from "react-router";
import { useNavigate } from "../../lib/region/region-link";

// A new entry's editor lives at /admin/<list>/new until its first save creates the entry; the
// address then moves to the entry's own (/admin/<list>/<id>). That move is the same editor going
// on: the screens key the editor by what this file answers, so it is not mounted afresh, and
// whatever staff have open or typed meanwhile (the image picker, a field changed while the save
// was on its way) stays as it is. The editor keeps the entry it created itself, so the screen
// need not wait for the entry's query (which the site's query defaults drop at once when nothing
// reads it). Any other change of address, and a reload, is another editor.

/** The navigation state the move leaves in the history entry. */
interface MovedByEditor {
  editor: "created-here";
}

export const isMovedByEditor = (state: unknown): state is MovedByEditor =>
  typeof state === "object" && state !== null && (state as Partial<MovedByEditor>).editor === "created-here";

export const NEW_EDITOR = "new";

/**
 * The key of the editor at this address: NEW_EDITOR for a new entry, and still for the one its
 * editor has just created on this screen; otherwise the entry's id.
 */
export function useEditorKey(id: string): string {
  const { state } = useLocation();
  // Only a screen that showed /new goes on with its editor: after a reload the history entry
  // still holds the state, but the screen starts afresh at the entry's address.
  const showedNew = useRef(false);
  if (id === NEW_EDITOR) showedNew.current = true;
  return id === NEW_EDITOR || (showedNew.current && isMovedByEditor(state)) ? NEW_EDITOR : id;
}

/** Moves a new entry's editor to the address of the entry its first save created, as the same editor. */
export function useMoveToCreated(): (address: string) => void {
  const navigate = useNavigate();
  return (address) => navigate(address, { replace: true, state: { editor: "created-here" } satisfies MovedByEditor });
}
