import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from "react";
import type { Tooltip as RadixTooltip } from "./tooltip";
import { usePressGate } from "./use-press-gate";

// Radix Tooltip (with its positioning engine) stays out of the first-load bundle:
// the server and the hydrating browser render the bare trigger; once hydrated, the
// widget loads and wraps the same element. Wrapping mounts the trigger anew, so
// - a trigger that had focus then (a visitor already using the control) gets it back;
// - a press under way on the trigger is let finish first: the browser sends a click to
//   the element the press began on, and a trigger replaced mid-press would never get it.

type Widget = typeof RadixTooltip;
const loadWidget = () => import("./tooltip").then((m) => m.Tooltip);

/** A hover/focus hint for `children` (one element that accepts a ref, e.g. a button). */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  // The holder is the one element that stays: display: contents, so it adds no box.
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const [Widget, setWidget] = useState<Widget | null>(null);
  const press = usePressGate();

  useEffect(() => {
    let isMounted = true;
    void loadWidget().then((widget) =>
      press.whenFree(() => {
        if (!isMounted) return;
        hadFocus.current = holder.current?.contains(document.activeElement) ?? false;
        setWidget(() => widget);
      }),
    );
    return () => {
      isMounted = false;
    };
  }, [press]);

  useLayoutEffect(() => {
    if (!Widget || !hadFocus.current) return;
    hadFocus.current = false;
    (holder.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Widget]);

  return (
    <span ref={holder} className="contents" {...(Widget ? {} : press.handlers)}>
      {Widget ? <Widget content={content}>{children}</Widget> : children}
    </span>
  );
}
