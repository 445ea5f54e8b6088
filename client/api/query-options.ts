// biome-ignore lint/style/noRestrictedImports: its type, which this module gives the one implementation.
import type { queryOptions as reactQueryOptions } from "@tanstack/react-query";

/**
 * react-query's `queryOptions`, which returns its argument and only types it. The query
 * definitions the route table's loaders import are in the app's first chunk, and importing
 * anything from the package there brings all of react-query with it: esbuild puts every file the
 * package's index re-exports in the chunk of each module that imports the index
 * (docs/decisions/0030-the-query-cache-with-what-reads-it.md).
 */
export const queryOptions = ((options: unknown) => options) as typeof reactQueryOptions;
