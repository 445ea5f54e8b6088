import { type DefaultError, type EnsureQueryDataOptions, hashKey, QueryClient, type QueryKey } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";

// The QueryClient of one server render (server/ssr/render.tsx). Its loaders fill it with answers
// read at one content version, the page is rendered from it and it is dropped with the response,
// so what react-query's fetch machinery gives a page in the browser (a retryer, an abort
// controller, observers and their notifications per query) buys a render nothing: on `/` it was
// 40 of about 50 µs its five loader queries took (docs/decisions/0004-performance-log.md, "Matching
// by route pattern"). A query with its own function is called and its answer stored as
// setQueryData stores it, which dehydrates exactly as a fetched answer does
// (tests/unit/render-query-client.test.ts). Only the browser's client is in the browser build.

/** The signal a query function gets here: a render's reads are not cancelled (render.tsx says why). */
const NEVER_ABORTED = new AbortController().signal;

class RenderQueryClient extends QueryClient {
  /** Answers being read, by query hash: two loaders asking for one key at once share one call. */
  readonly #reading = new Map<string, Promise<unknown>>();

  override ensureQueryData<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData> {
    const { queryKey, queryFn } = options;
    // The key's hash as react-query makes it for every query here (none sets its own queryKeyHashFn), once.
    const hash = hashKey(queryKey);
    const held = this.getQueryCache().get(hash)?.state.data as TData | undefined;
    if (held !== undefined) return Promise.resolve(held);
    if (typeof queryFn !== "function") return super.ensureQueryData(options);
    const reading = this.#reading.get(hash);
    if (reading) return reading as Promise<TData>;
    const read = (async () => {
      try {
        const data = await queryFn({ client: this, queryKey, signal: NEVER_ABORTED, meta: options.meta, pageParam: undefined } as never);
        this.setQueryData(queryKey, data as never);
        return data as unknown as TData;
      } catch {
        // A failed read goes react-query's way, with its retry (client/api/query-client.ts).
        return super.ensureQueryData(options);
      } finally {
        this.#reading.delete(hash);
      }
    })();
    this.#reading.set(hash, read);
    return read;
  }
}

/** A server render's client: the page's rules (client/api/query-client.ts) with nothing collected on a timer. */
export const createRenderQueryClient = (): QueryClient => createQueryClient("render", RenderQueryClient);
