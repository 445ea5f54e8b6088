// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, test } from "vitest";
import { Tooltip } from "../../client/lib/toasts/lazy-tooltip";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a hint whose widget arrives after the visitor reached its control", () => {
  test("the control keeps the keyboard focus when the widget wraps it", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <Tooltip content="Choose your region">
          <button type="button">Region</button>
        </Tooltip>,
      ),
    );
    // The visitor tabs to the control before the widget's code has loaded.
    const before = container.querySelector("button")!;
    before.focus();
    expect(document.activeElement).toBe(before);

    // The widget's code arrives (the same module the hint imports); React applies what follows.
    await act(async () => void (await import("../../client/lib/toasts/tooltip")));
    // The widget marks its trigger with data-state once it wraps the control.
    const after = container.querySelector("button[data-state]")!;
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    act(() => root.unmount());
  });
});
