import { POPUP_FOCUS_DELAY_MS } from "../../../shared/constants";
import type { PopupManager } from "./popup-manager";

/** The server's copy of the mobile popup's first step (mobile-popup-intro.tsx), outside the app's root. */
export const MOBILE_POPUP_INTRO_ID = "mobile-popup-intro";
/** Each of its controls names what it does in this attribute. */
export const INTRO_ACTION_ATTRIBUTE = "data-intro-action";
export type IntroAction = "start" | "close";

const FOCUSABLE = "button, [href], input";

/** The step the visitor reached on the server's copy ("Get Started" leads to 2), for the app's popup to go on from. */
let reachedStep = 1;
export const introStep = (): number => reachedStep;

/** The server's copy serves one opening: waiting for it, shown, then done (closed or taken over). */
let phase: "waiting" | "shown" | "done" = "waiting";
export const mobilePopupIntroShown = (): boolean => phase === "shown";

const focusables = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Takes the server's copy off the page for good (it serves one opening). `successor` is the app's
 * dialog that takes its place: the control that had focus in the copy hands it to the same control
 * there. Removed rather than hidden, so the page holds one dialog with these controls: a script
 * that found a control of the copy just before the app took over (an assistive tool, a browser
 * test) finds it gone and looks again, instead of waiting on a control nobody will see again.
 */
export function hideMobilePopupIntro(successor?: ParentNode | null): void {
  const intro = document.getElementById(MOBILE_POPUP_INTRO_ID);
  if (!intro || phase !== "shown") return;
  phase = "done";
  const focused = focusables(intro).indexOf(document.activeElement as HTMLElement);
  intro.remove();
  document.body.style.overflow = "";
  if (successor && focused >= 0 && reachedStep === 1) focusables(successor)[focused]?.focus();
}

/**
 * Shows the server's copy of the mobile popup's first step when the manager opens the mobile
 * popup (the app's dialog takes its place once it is there and has rendered), and wires it: the close button,
 * "Maybe later", the backdrop and Esc close the popup through the manager (its dismissed flag);
 * "Get Started" asks for the app, whose popup takes over at the second step. Like the app's dialog
 * it moves focus to its first control 100 ms after opening, keeps Tab inside, and stops the page
 * behind from scrolling.
 */
export function bindMobilePopupIntro(manager: PopupManager, loadApp: () => void): void {
  const intro = document.getElementById(MOBILE_POPUP_INTRO_ID);
  if (!intro) return;
  const close = () => {
    hideMobilePopupIntro();
    manager.close("mobile");
  };
  intro.addEventListener("click", (event) => {
    const action = (event.target as Element).closest(`[${INTRO_ACTION_ATTRIBUTE}]`)?.getAttribute(INTRO_ACTION_ATTRIBUTE);
    if (action === "close") close();
    else if (action === "start") {
      reachedStep = 2;
      loadApp();
    }
  });
  intro.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
    if (event.key !== "Tab") return;
    const controls = focusables(intro);
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  const render = () => {
    const open = manager.getState().open === "mobile";
    if (!open) hideMobilePopupIntro();
    if (!open || phase !== "waiting") return;
    phase = "shown";
    intro.hidden = false;
    document.body.style.overflow = "hidden";
    setTimeout(() => {
      if (phase === "shown") focusables(intro)[0]?.focus();
    }, POPUP_FOCUS_DELAY_MS);
  };
  manager.subscribe(render);
  render();
}
