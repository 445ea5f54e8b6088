/** The part of the Web Storage API the consent and popup features use (tests pass a fake). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** An in-memory storage: choices then last for the page view only. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * localStorage, or memory when the browser refuses it (storage disabled, some private
 * modes, a full quota): a refused write must never break the page.
 */
export const safeLocalStorage = (): KeyValueStorage => safeStorage("localStorage");

/** sessionStorage (this tab only), with the same fallback as safeLocalStorage. */
export const safeSessionStorage = (): KeyValueStorage => safeStorage("sessionStorage");

function safeStorage(kind: "localStorage" | "sessionStorage"): KeyValueStorage {
  const fallback = memoryStorage();
  let storage: Storage | null = null;
  try {
    storage = window[kind];
  } catch {
    return fallback;
  }
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch {
        // nothing stored that we could remove
      }
      fallback.removeItem(key);
    },
  };
}
