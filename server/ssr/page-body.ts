// Where React writes a page once every part of it is ready (server/ssr/render.tsx pipes the
// render here at onAllReady): the pieces are kept as React hands them over and joined into one
// buffer at the end, which the page is sent (and cached) as. React writes its markup as 4 KB
// byte views and the larger strings (a static part's HTML, the data block) as they are; a
// node:stream Writable made a Buffer of each string on its own, then Buffer.concat copied every
// piece once more, and the stream's bookkeeping ran per piece
// (docs/decisions/0004-performance-log.md, "The uncached render, once more"). Here each piece
// is written into one buffer, and the page copied out of it once.
//
// React needs a destination with write, end, destroy and on (renderToPipeableStream's pipe);
// write always has room, so React never waits for "drain".

type Piece = string | Uint8Array;

/**
 * Where a page's pieces are joined before its exact bytes are copied out. One per process, kept
 * between pages: a page is joined in one synchronous call (end), so no two pages share it at once.
 * Joining here means a string is encoded without first being measured (a UTF-8 byte length of
 * React's long strings cost about as much as encoding them).
 */
let scratch = Buffer.allocUnsafe(256 * 1024);

/** The scratch buffer, grown to hold at least `bytes` with what is already in it. */
function scratchFor(used: number, bytes: number): Buffer {
  if (used + bytes <= scratch.length) return scratch;
  const grown = Buffer.allocUnsafe(Math.max(2 * scratch.length, used + bytes));
  scratch.copy(grown, 0, 0, used);
  scratch = grown;
  return grown;
}

export interface PageBodyHandlers {
  /** The whole page, once React has written its last piece. */
  done(html: Buffer): void;
  /** React failed fatally while writing (it destroys its destination). */
  failed(error: unknown): void;
}

export function pageBody(handlers: PageBodyHandlers) {
  const pieces: Piece[] = [];
  let finished = false;
  return {
    write(piece: Piece): boolean {
      pieces.push(piece);
      return true;
    },
    end(): void {
      if (finished) return;
      finished = true;
      let used = 0;
      for (const piece of pieces) {
        if (typeof piece === "string") {
          // UTF-8 takes at most 3 bytes per UTF-16 unit.
          used += scratchFor(used, 3 * piece.length).write(piece, used);
        } else {
          scratchFor(used, piece.byteLength).set(piece, used);
          used += piece.byteLength;
        }
      }
      // The page's own copy: the scratch is the next page's.
      handlers.done(Buffer.from(scratch.subarray(0, used)));
    },
    destroy(error?: unknown): void {
      if (finished) return;
      finished = true;
      handlers.failed(error);
    },
    /** React listens for drain, error and close; this destination emits none of them. */
    on(): unknown {
      return this;
    },
  };
}
