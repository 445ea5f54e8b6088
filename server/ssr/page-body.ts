// Where React writes a page once every part of it is ready (server/ssr/render.tsx pipes the
// render here at onAllReady): the pieces are kept as React hands them over and joined into one
// buffer at the end, which the page is sent (and cached) as. React writes its markup as 4 KB
// byte views and the larger strings (a static part's HTML, the data block) as they are; a
// node:stream Writable made a Buffer of each string on its own, then Buffer.concat copied every
// piece once more, and the stream's bookkeeping ran per piece
// (docs/decisions/0004-performance-budget.md, "The uncached render, once more"). Here each piece
// is copied once, straight into the page's buffer.
//
// React needs a destination with write, end, destroy and on (renderToPipeableStream's pipe);
// write always has room, so React never waits for "drain".

type Piece = string | Uint8Array;

export interface PageBodyHandlers {
  /** The whole page, once React has written its last piece. */
  done(html: Buffer): void;
  /** React failed fatally while writing (it destroys its destination). */
  failed(error: unknown): void;
}

export function pageBody(handlers: PageBodyHandlers) {
  const pieces: Piece[] = [];
  let bytes = 0;
  let finished = false;
  return {
    write(piece: Piece): boolean {
      bytes += typeof piece === "string" ? Buffer.byteLength(piece) : piece.byteLength;
      pieces.push(piece);
      return true;
    },
    end(): void {
      if (finished) return;
      finished = true;
      const html = Buffer.allocUnsafe(bytes);
      let offset = 0;
      for (const piece of pieces) {
        if (typeof piece === "string") offset += html.write(piece, offset);
        else {
          html.set(piece, offset);
          offset += piece.byteLength;
        }
      }
      handlers.done(html);
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
