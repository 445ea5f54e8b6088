import { useSyncExternalStore } from "react";
import { TOAST_REMOVE_DELAY_MS } from "../../../shared/constants";

// docs/product-rules.md#notifications-and-tooltips: one slot; a new notification replaces the one shown;
// a dismissed one stays in the store (closed) until the removal delay has passed.
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

let current: ToastEntry | null = null;
let nextId = 1;
let removalTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a notification, replacing the one on screen. */
export function toast(input: ToastInput): void {
  clearTimeout(removalTimer);
  current = { ...input, id: nextId++, open: true };
  emit();
}

/** Marks the notification closed (its exit animation runs); it is removed after the removal delay. */
export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
  clearTimeout(removalTimer);
  removalTimer = setTimeout(() => {
    if (current?.id === id) {
      current = null;
      emit();
    }
  }, TOAST_REMOVE_DELAY_MS);
}

/** The notification in the slot, open or dismissed; null when there is none. */
export function getCurrentToast(): ToastEntry | null {
  return current;
}

export function useCurrentToast(): ToastEntry | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
