import type * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

// The Latin face of Inter is the one file every page preloads (server/ssr/document.tsx), so its
// bytes sit on the way to the first paint of a slow phone. The build keeps of it what the site
// draws: the characters of the face's own unicode-range (the same range the stylesheet gives it,
// so no character falls through to another file), the weights the stylesheet uses, and the
// OpenType features a browser applies by itself plus tabular figures. 48 KB becomes 28 KB; the
// other faces (Latin Extended, Cyrillic, Greek, Vietnamese) are fetched only by a page that uses
// their characters, and stay whole. Figures: docs/decisions/0004-performance-budget.md.

const FACE = "inter-latin-wght-normal";
/** font-normal to font-bold (client/styles/app.css): the axis is cut to these, not pinned. */
const WEIGHTS = { min: 400, max: 700 };
/** What browsers turn on by default for Latin text, and `tabular-nums`. */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

const fontsource = createRequire(import.meta.url).resolve("@fontsource-variable/inter/wght.css");

/** The code points of the face's unicode-range in @fontsource-variable/inter's stylesheet. */
export function latinFaceText(css = readFileSync(fontsource, "utf8")): string {
  const face = new RegExp(`/\\* ${FACE} \\*/\\s*@font-face\\s*{[^}]*unicode-range:\\s*([^;]+);`).exec(css);
  if (!face) throw new Error(`${fontsource} has no ${FACE} face with a unicode-range`);
  let text = "";
  for (const part of face[1]!.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = Number.parseInt(from!, 16); code <= Number.parseInt(to!, 16); code++) {
      // Control characters are never drawn.
      if (code >= 0x20) text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** The face's subset as WOFF2, kept in cacheDir by the source's and the settings' hash. */
export async function latinFaceSubset(source: Buffer, cacheDir: string): Promise<Buffer> {
  const text = latinFaceText();
  const key = createHash("sha256").update(source).update(JSON.stringify({ text, WEIGHTS, FEATURES })).digest("hex").slice(0, 16);
  const cached = join(cacheDir, `${FACE}-${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const subset = await subsetFont(source, text, { targetFormat: "woff2", keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, subset);
  return subset;
}

/**
 * The page font as the build gives it to esbuild: the subset wherever the stylesheet asks for the
 * Latin face's file, and the stylesheet's faces with `font-display: optional` instead of `swap`.
 * The file is preloaded, so it is drawn from the first paint whenever it arrives in time; when it
 * does not (a busy device, a slow network), the page keeps the fallback it was painted with,
 * since a later swap to Inter's wider metrics moved every line of text below it (a layout shift of
 * 0.39 to 0.52 at 1024 px on /): docs/decisions/0031-the-page-font-cut-at-build-time.md.
 */
export function pageFontPlugin(cacheDir: string): esbuild.Plugin {
  return {
    name: "page-font",
    setup(build) {
      build.onLoad({ filter: new RegExp(`[\\\\/]${FACE}\\.woff2$`) }, async (args) => ({
        contents: await latinFaceSubset(readFileSync(args.path), cacheDir),
        loader: "file",
      }));
      build.onLoad({ filter: /[\\/]@fontsource-variable[\\/]inter[\\/]wght\.css$/ }, (args) => {
        const css = readFileSync(args.path, "utf8");
        const optional = css.replace(/font-display:\s*swap/g, "font-display: optional");
        if (!/font-display: optional/.test(optional)) throw new Error(`${args.path} names no font-display: swap to replace`);
        return { contents: optional, loader: "css" };
      });
    },
  };
}
