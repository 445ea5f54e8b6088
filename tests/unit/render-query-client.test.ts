import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test, vi } from "vitest";
import { caseStudyCardsQuery, partnersQuery, siteFactsQuery, teamQuery } from "../../client/api/content.queries";
import { blogPostQuery } from "../../client/api/blog.queries";
import { withoutRenderTimes } from "../../client/api/dehydrated-times";
import { createQueryClient } from "../../client/api/query-client";
import { createRenderQueryClient } from "../../client/api/render-query-client";
import type { SiteApi } from "../../shared/site-api";

// The QueryClient a server render's loaders fill (client/api/render-query-client.ts): what it
// stores, and so what a page's data block carries, is what react-query's own fetch stores.

afterEach(() => {
  vi.useRealTimers();
});

/** A site api whose reads are counted, answering after a turn of the event loop as the database does. */
function countingApi() {
  const calls: string[] = [];
  const answer =
    <T>(name: string, value: T) =>
    async () => {
      calls.push(name);
      await new Promise((resolve) => setImmediate(resolve));
      return value;
    };
  const api = {
    partners: answer("partners", [{ id: 1, name: "Partner", logo: null }]),
    team: answer("team", [{ id: 2, name: "Ana", photo: null }]),
    siteFacts: answer("siteFacts", { claims: [{ key: "projects", value: "120" }] }),
    caseStudies: answer("caseStudies", [{ slug: "koala-digital", client: "Koala" }]),
    getPost: answer("getPost", { slug: "beauty", title: "Beauty" }),
  } as unknown as SiteApi;
  return { api, calls };
}

/** What a page's data block would carry from the client after `load`. */
async function dataBlockAfter(client: QueryClient, load: (client: QueryClient) => Promise<unknown>) {
  await load(client);
  return withoutRenderTimes(dehydrate(client));
}

describe("a server render's query client", () => {
  test("stores every loader's answer as react-query's own fetch stores it, so the data block is the same", async () => {
    const { api } = countingApi();
    const load = (client: QueryClient) =>
      Promise.all([
        client.ensureQueryData(partnersQuery(api)),
        client.ensureQueryData(teamQuery(api)),
        client.ensureQueryData(siteFactsQuery(api)),
        client.ensureQueryData(caseStudyCardsQuery(api, ["koala-digital"])),
        client.ensureQueryData(blogPostQuery(api, "beauty")),
      ]);
    const byRender = await dataBlockAfter(createRenderQueryClient(), load);
    const byReactQuery = await dataBlockAfter(createQueryClient("render"), load);
    expect(byRender.queries).toHaveLength(5);
    expect(byRender).toEqual(byReactQuery);
  });

  test("reads a key once when two loaders ask for it at the same moment, and not again once it holds the answer", async () => {
    const { api, calls } = countingApi();
    const client = createRenderQueryClient();
    const [first, second] = await Promise.all([client.ensureQueryData(teamQuery(api)), client.ensureQueryData(teamQuery(api))]);
    expect(second).toBe(first);
    expect(await client.ensureQueryData(teamQuery(api))).toBe(first);
    expect(calls).toEqual(["team"]);
  });

  test("retries a failed read as react-query does, and gives the loader the error when the retry fails too", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let failures = 1;
    const flaky = {
      queryKey: ["/api/content", "team"] as const,
      queryFn: async () => {
        if (failures-- > 0) throw new Error("database unavailable");
        return ["Ana"];
      },
    };
    const client = createRenderQueryClient();
    const recovered = client.ensureQueryData(flaky);
    await vi.runAllTimersAsync();
    expect(await recovered).toEqual(["Ana"]);

    failures = 10;
    const failing = createRenderQueryClient().ensureQueryData({ ...flaky, queryKey: ["/api/content", "partners"] as const });
    const outcome = failing.then(
      () => "answered",
      (error: Error) => error.message,
    );
    await vi.runAllTimersAsync();
    expect(await outcome).toBe("database unavailable");
  });
});
