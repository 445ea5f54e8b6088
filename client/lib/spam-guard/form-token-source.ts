import { MIN_FORM_FILL_MS } from "../../../shared/schemas/spam";

// The form token a script's lead post sends (docs/decisions/0014). A page may come
// from the page cache, so the token rendered into it can be hours old and says
// little; a fresh one is fetched when the visitor first touches a form (not on
// page load: most page views never do). Before posting, the script waits until
// the token is MIN_FORM_FILL_MS old, so a quick person (autofill, a one-field
// popup) is never taken for a robot: only posts made without our page's script
// can be too fast.

/** Slack for the server's clock reading the token's time a little later than ours. */
const MARGIN_MS = 50;
/** A post never waits longer than this for the token endpoint; then the rendered token is used. */
const FETCH_TIMEOUT_MS = 5000;

export interface FormTokenSourceDeps {
  /** GET /api/form-token */
  fetchToken(): Promise<string>;
  /** A monotonic clock in ms (performance.now in the browser). */
  now(): number;
  sleep(ms: number): Promise<void>;
  /** The token rendered into the page, and when (on `now`'s clock) its HTML arrived; null without one. */
  rendered: { token: string; receivedAt: number } | null;
}

interface HeldToken {
  token: string;
  receivedAt: number;
}

export function createFormTokenSource(deps: FormTokenSourceDeps) {
  let fresh: Promise<HeldToken | null> | null = null;

  function prefetch(): Promise<HeldToken | null> {
    fresh ??= deps.fetchToken().then(
      (token) => ({ token, receivedAt: deps.now() }),
      () => {
        // Asked again on the next interaction or post.
        fresh = null;
        return null;
      },
    );
    return fresh;
  }

  return {
    /** Starts fetching a fresh token (once per page view); cheap to call on every interaction. */
    prefetch(): void {
      void prefetch();
    },
    /**
     * The token to post: the fresh one (fetched now if no interaction did), else the
     * rendered one; resolves once it is old enough that the server will not find the
     * post too fast. Null only when the page has no token at all.
     */
    async tokenForPost(): Promise<string | null> {
      const timeout = deps.sleep(FETCH_TIMEOUT_MS).then(() => null);
      const held = (await Promise.race([prefetch(), timeout])) ?? deps.rendered;
      if (!held) return null;
      const wait = MIN_FORM_FILL_MS + MARGIN_MS - (deps.now() - held.receivedAt);
      if (wait > 0) await deps.sleep(wait);
      return held.token;
    },
  };
}
export type FormTokenSource = ReturnType<typeof createFormTokenSource>;
