// A value made once per key and kept in `store`; past `max` entries the store starts again. Used
// where making costs far more than a lookup: Intl's formatters (./format/intl-formats.ts), the
// pages' static parts and kept text (server/ssr/static-part-html.ts), the markup after the root
// (server/ssr/after-root.tsx).

export function keptValue<T>(store: Map<string, T>, key: string, make: () => T, max = Number.POSITIVE_INFINITY): T {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    if (store.size >= max) store.clear();
    store.set(key, value);
  }
  return value;
}
