import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createFormTokenSource } from "../../client/lib/spam-guard/form-token-source";

// The token a script's lead post sends (client/lib/spam-guard): fetched fresh when a
// form is first touched, and never posted before it is 3 seconds old, so a quick
// person is never taken for a robot.

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-03-02T10:00:00.000Z") }));
afterEach(() => vi.useRealTimers());

function fakePage(
  options: { rendered?: { token: string; receivedAt: number } | null; fetchFails?: number; fetchNeverAnswers?: boolean } = {},
) {
  let fails = options.fetchFails ?? 0;
  let fetches = 0;
  const source = createFormTokenSource({
    fetchToken: () => {
      fetches++;
      if (options.fetchNeverAnswers) return new Promise<string>(() => {});
      if (fails > 0) {
        fails--;
        return Promise.reject(new Error("offline"));
      }
      return Promise.resolve(`fresh-${fetches}`);
    },
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    rendered: options.rendered ?? null,
  });
  return { source, fetches: () => fetches };
}

/** Starts a post and reports whether (and with what) it has resolved. */
function post(source: ReturnType<typeof fakePage>["source"]) {
  const state: { token?: string | null } = {};
  void source.tokenForPost().then((token) => (state.token = token));
  return state;
}

describe("the form token of a script's post", () => {
  test("is fetched once, on the first touch, and posted at once when it is 3 s old by then", async () => {
    const page = fakePage();
    page.source.prefetch();
    page.source.prefetch();
    await vi.advanceTimersByTimeAsync(8_000);
    const sent = post(page.source);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.token).toBe("fresh-1");
    expect(page.fetches()).toBe(1);
  });

  test("a post sooner than 3 s after the token waits out the rest, and no longer", async () => {
    const page = fakePage();
    page.source.prefetch();
    await vi.advanceTimersByTimeAsync(1_200);
    const sent = post(page.source);
    await vi.advanceTimersByTimeAsync(1_849);
    expect(sent).not.toHaveProperty("token");
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.token).toBe("fresh-1");
  });

  test("without a touch before, the post fetches the token itself and waits the full 3 s", async () => {
    const page = fakePage();
    const sent = post(page.source);
    await vi.advanceTimersByTimeAsync(3_049);
    expect(sent).not.toHaveProperty("token");
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.token).toBe("fresh-1");
  });

  test("when the token cannot be fetched, the page's rendered token is used; the next post asks again", async () => {
    const page = fakePage({ rendered: { token: "rendered", receivedAt: Date.now() - 60_000 }, fetchFails: 1 });
    const first = post(page.source);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.token).toBe("rendered");
    const second = post(page.source);
    await vi.advanceTimersByTimeAsync(3_050);
    expect(second.token).toBe("fresh-2");
  });

  test("a token request that never answers holds the post 5 s at most", async () => {
    const page = fakePage({ rendered: { token: "rendered", receivedAt: Date.now() - 60_000 }, fetchNeverAnswers: true });
    const sent = post(page.source);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).not.toHaveProperty("token");
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.token).toBe("rendered");
  });

  test("a page without any token posts none (the server then holds the lead as spam, never loses it)", async () => {
    const page = fakePage({ fetchFails: 1 });
    const sent = post(page.source);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.token).toBeNull();
  });
});
