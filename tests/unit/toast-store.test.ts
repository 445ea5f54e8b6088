import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "../../shared/constants";

// A fresh store per test: it is module state.
const loadStore = async () => {
  vi.resetModules();
  return import("../../client/lib/toasts/toast-store");
};

describe("the notification store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("holds one notification: a new one replaces the one shown", async () => {
    const store = await loadStore();
    store.toast({ title: "First" });
    const first = store.getCurrentToast()!;
    store.toast({ title: "Second", description: "More", variant: "destructive" });
    expect(store.getCurrentToast()).toMatchObject({ title: "Second", description: "More", variant: "destructive", open: true });
    expect(store.getCurrentToast()!.id).not.toBe(first.id);
  });

  test("a dismissed notification closes at once and is removed after the removal delay", async () => {
    const store = await loadStore();
    store.toast({ title: "Saved" });
    const { id } = store.getCurrentToast()!;
    store.dismissToast(id);
    expect(store.getCurrentToast()).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getCurrentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getCurrentToast()).toBeNull();
  });

  test("the removal of a dismissed notification never removes the one that replaced it", async () => {
    const store = await loadStore();
    store.toast({ title: "Old" });
    store.dismissToast(store.getCurrentToast()!.id);
    store.toast({ title: "New" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getCurrentToast()).toMatchObject({ title: "New", open: true });
  });

  test("dismissing a notification that is no longer shown changes nothing", async () => {
    const store = await loadStore();
    store.toast({ title: "Old" });
    const old = store.getCurrentToast()!.id;
    store.toast({ title: "New" });
    store.dismissToast(old);
    expect(store.getCurrentToast()).toMatchObject({ title: "New", open: true });
  });
});
