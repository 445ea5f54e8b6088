// Reading and writing one field of a content document by its path ("story.en.title",
// "figures.results.0.after"): the same names the staff API gives its field errors
// (server/field-errors.ts, fieldErrorsByPath), so an error lands next to its field.

type Node = Record<string, unknown> | unknown[];

const keyOf = (container: unknown, key: string) => (Array.isArray(container) ? Number(key) : key);

export function getAt(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[keyOf(node, key)];
  }
  return node;
}

/** A copy of `doc` with the value at `path` replaced; `undefined` removes an object's key. */
export function setAt<T>(doc: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  const container = (doc ?? {}) as Node;
  const next = rest.length ? setAt(getAt(container, key!), rest.join("."), value) : value;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = next;
    return copy as T;
  }
  const copy = { ...container } as Record<string, unknown>;
  if (next === undefined) delete copy[key!];
  else copy[key!] = next;
  return copy as T;
}

/** The errors at `path` itself. */
export const errorsAt = (errors: Record<string, string[]>, path: string) => errors[path] ?? [];
