import { describe, expect, test } from "vitest";
import { pageBody } from "../../server/ssr/page-body";

// server/ssr/page-body.ts: where React writes a finished page. What it hands on must be exactly
// the bytes of the pieces in order, however large the page and whatever its characters.

function written(pieces: (string | Uint8Array)[]): Buffer {
  let page: Buffer | undefined;
  const body = pageBody({
    done: (html) => {
      page = html;
    },
    failed: (error) => {
      throw error;
    },
  });
  for (const piece of pieces) body.write(piece);
  body.end();
  return page!;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the page body React writes into", () => {
  test("joins strings and bytes in order, with German, typographic and emoji characters intact", () => {
    const pieces = ["<!DOCTYPE html><p>Größe – “Qualität”</p>", utf8("<p>Ä→</p>"), "<p>😀 \uD800</p>", utf8("")];
    const page = written(pieces);
    const expected = Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece) : piece)));
    expect(page.equals(expected)).toBe(true);
    expect(page.toString("utf8")).toContain("Größe – “Qualität”");
  });

  test("a page larger than its working buffer arrives whole, and the next page leaves it unchanged", () => {
    const large = ["<main>", "ü".repeat(200_000), utf8("x".repeat(300_000)), "</main>"];
    const page = written(large);
    expect(page.length).toBe(6 + 400_000 + 300_000 + 7);
    expect(page.toString("utf8", 6, 12)).toBe("üüü");
    const before = Buffer.from(page);
    written(["<p>another page</p>"]);
    expect(page.equals(before)).toBe(true);
  });
});
