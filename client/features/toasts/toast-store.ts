import { useSyncExternalStore } from "react";

// spec §3/§4/§9 Notification: one slot; a new notification replaces the one shown.
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
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a notification, replacing the one on screen. */
export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

/** Marks the notification closed (its exit animation runs); it is then removed. */
export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
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
