import { useEffect, useMemo, type KeyboardEvent } from "react";

/**
 * How long a released press may take to bring its click: a tap's click follows its touchend as a
 * separate event. A press released off the control brings none, and counts as ended after this.
 */
const CLICK_AFTER_RELEASE_MS = 1000;

export interface PressGate {
  /** For the element that holds the control: they notice a press beginning on it. */
  handlers: { onPointerDown: () => void; onKeyDown: (event: KeyboardEvent) => void };
  /** Runs `change` now, or once the press under way has brought its click (or ended without one). */
  whenFree: (change: () => void) => void;
}

/**
 * Holds back a change that would replace a control while a visitor is pressing it: a pointer
 * held down, or Space held (a button clicks on Space's release). The browser sends the press's
 * click to the element the press began on; replaced in between, the control never gets it.
 */
export function usePressGate(): PressGate {
  const gate = useMemo(createPressGate, []);
  useEffect(() => gate.listen(), [gate]);
  return gate;
}

function createPressGate() {
  let isPressing = false;
  let waiting: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const begin = () => {
    clearTimeout(fallback);
    isPressing = true;
  };
  const end = () => {
    clearTimeout(fallback);
    if (!isPressing) return;
    isPressing = false;
    const change = waiting;
    waiting = null;
    change?.();
  };
  const released = () => {
    if (!isPressing) return;
    clearTimeout(fallback);
    fallback = setTimeout(end, CLICK_AFTER_RELEASE_MS);
  };

  return {
    handlers: {
      onPointerDown: begin,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === " ") begin();
      },
    },
    whenFree: (change: () => void) => {
      if (isPressing) waiting = change;
      else change();
    },
    /** Listens on the window, in the bubble phase: after React's own handlers, so the click has been handled. */
    listen: () => {
      const onKeyUp = (event: globalThis.KeyboardEvent) => {
        if (event.key === " ") released();
      };
      window.addEventListener("click", end);
      window.addEventListener("pointerup", released);
      window.addEventListener("pointercancel", end);
      window.addEventListener("keyup", onKeyUp);
      return () => {
        window.removeEventListener("click", end);
        window.removeEventListener("pointerup", released);
        window.removeEventListener("pointercancel", end);
        window.removeEventListener("keyup", onKeyUp);
        clearTimeout(fallback);
      };
    },
  };
}
