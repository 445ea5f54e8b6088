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

  test("a press under way when the widget arrives keeps its control until its click, which counts; then the widget wraps it", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    let clicks = 0;
    act(() =>
      root.render(
        <Tooltip content="Choose your region">
          <button type="button" onClick={() => clicks++}>
            Region
          </button>
        </Tooltip>,
      ),
    );
    const pressed = container.querySelector("button")!;
    act(() => void pressed.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));

    await act(async () => void (await import("../../client/lib/toasts/tooltip")));
    // Still the element the press began on: the browser sends the click there.
    expect(container.querySelector("button")).toBe(pressed);
    expect(container.querySelector("button[data-state]")).toBeNull();

    act(() => {
      pressed.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
      pressed.click();
    });
    expect(clicks).toBe(1);
    expect(container.querySelector("button[data-state]")).not.toBeNull();
    act(() => root.unmount());
  });
});
