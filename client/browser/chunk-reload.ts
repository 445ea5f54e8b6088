// docs/product-rules.md#pages-and-navigation: a page chunk that fails to load (usually because a deploy replaced
// the hashed files, or the network blinked) reloads the page, once. A second
// failure within a minute shows the error page instead of looping.

const RELOAD_FLAG = "chunk-reload-at";
const RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A page chunk failed to load", { cause });
    this.name = "ChunkLoadError";
  }
}

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === "ChunkLoadError";

/** Reloads the current address unless that was just tried; returns whether it reloads. */
export function reloadOnce(): boolean {
  const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  window.location.reload();
  return true;
}
