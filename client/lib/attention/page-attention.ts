// What the visitor is busy with, that a popup nobody asked for must not cover: the
// cookie banner until it is answered, and any menu or dialog they opened. The consent
// feature and the menus report here and the lead popups wait for the page to be free
// (docs/decisions/0015-consent-before-popups.md). Features may not import each other:
// this small store is their only link.

/**
 * - unknown: the consent feature has not started yet (at the load event, client/entry.client.tsx);
 * - pending: no valid choice, the banner asks for one;
 * - stored: a choice made on an earlier visit;
 * - given: a choice made during this page view.
 */
export type ConsentAnswer = "unknown" | "pending" | "stored" | "given";

export interface AttentionState {
  consent: ConsentAnswer;
  /** Menus and dialogs the visitor opened that are open now. */
  openMenus: number;
  /**
   * When either of the two last changed (Date.now()). The consent may be answered in the
   * entry script before the popups' code has arrived; their delay counts from the answer.
   */
  changedAt: number;
}

export interface PageAttention {
  getState(): AttentionState;
  subscribe(listener: () => void): () => void;
  reportConsent(answer: Exclude<ConsentAnswer, "unknown">): void;
  /** A menu the visitor opened; the returned function reports that it closed (once). */
  menuOpened(): () => void;
}

export function createPageAttention(): PageAttention {
  let state: AttentionState = { consent: "unknown", openMenus: 0, changedAt: Date.now() };
  const listeners = new Set<() => void>();
  const set = (next: Omit<AttentionState, "changedAt">) => {
    state = { ...next, changedAt: Date.now() };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportConsent(answer) {
      if (state.consent !== answer) set({ ...state, consent: answer });
    },
    menuOpened() {
      set({ ...state, openMenus: state.openMenus + 1 });
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        set({ ...state, openMenus: state.openMenus - 1 });
      };
    },
  };
}

/** The page's one instance, shared by the features that report and the one that waits. */
export const pageAttention = createPageAttention();
