import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { latinFaceText } from "../../scripts/font-subset";
import { expect, holdBack, manifest, test, waitForHydration, watchLayoutShifts } from "./fixtures";

// The build cuts the Latin face of Inter to its unicode-range, the weights the site uses and the
// features browsers apply (scripts/font-subset.ts). A character the cut dropped would still be
// claimed by the face's unicode-range, and the browser would draw it from the next font in the
// stack: so each character is measured twice, once with a monospace and once with a serif font
// after Inter. Drawn by Inter, both are one width; drawn by the fallback, they differ. The same
// measure on the uncut file from @fontsource-variable/inter says which characters Inter has, and
// how wide each is: the cut's advances may differ by rounding (1/64 px at 32 px), never more.

/** The characters a reader can see: letters, digits, punctuation and symbols (not spaces, controls or lone marks). */
const visible = [...latinFaceText()].filter((c) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(c));
const uncut = readFileSync(createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));

test.describe("the page font", () => {
  test("draws every character of its Latin range that Inter has, as wide as the uncut font does, at 400, 500, 600 and 700", async ({
    page,
  }) => {
    await page.goto("/de");
    const { drawn, differences } = await page.evaluate(
      async ({ characters, uncutBase64 }) => {
        const bytes = Uint8Array.from(atob(uncutBase64), (c) => c.charCodeAt(0));
        const source = new FontFace("Inter Uncut", bytes, { weight: "100 900" });
        document.fonts.add(await source.load());
        const canvas = document.createElement("canvas").getContext("2d")!;
        const widthIn = (font: string, text: string) => {
          canvas.font = font;
          return canvas.measureText(text).width;
        };
        const drawnBy = (family: string, weight: number, c: string) => {
          const withMono = widthIn(`${weight} 32px "${family}", monospace`, c);
          return withMono === widthIn(`${weight} 32px "${family}", serif`, c) ? withMono : null;
        };
        let count = 0;
        const found: string[] = [];
        for (const weight of [400, 500, 600, 700]) {
          await document.fonts.load(`${weight} 32px "Inter Variable"`, characters.join(""));
          for (const c of characters) {
            const inUncut = drawnBy("Inter Uncut", weight, c);
            if (inUncut === null) continue;
            count++;
            const inPage = drawnBy("Inter Variable", weight, c);
            if (inPage === null || Math.abs(inPage - inUncut) > 1 / 32) found.push(`${weight} ${c}: ${inPage} instead of ${inUncut}`);
          }
        }
        return { drawn: count, differences: found };
      },
      { characters: visible, uncutBase64: uncut.toString("base64") },
    );
    // Latin-1's letters, digits and signs, the euro, quotes and dashes, at four weights.
    expect(drawn).toBeGreaterThan(4 * 180);
    expect(differences).toEqual([]);
  });

  test("is bolder at each step from 400 to 700, so headings, labels and body text keep their weights", async ({ page }) => {
    await page.goto("/");
    const widths = await page.evaluate(async () => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      const text = "Qualität für Agenturen 2026";
      const out: number[] = [];
      for (const weight of [400, 500, 600, 700]) {
        await document.fonts.load(`${weight} 32px "Inter Variable"`, text);
        canvas.font = `${weight} 32px "Inter Variable", monospace`;
        out.push(canvas.measureText(text).width);
      }
      return out;
    });
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
  });

  test("arriving after the page was painted, it moves nothing: the page keeps the face it was painted with", async ({ page }) => {
    // As on a busy device or a slow network: the preloaded file comes after the first paint.
    await page.setViewportSize({ width: 1024, height: 900 });
    const font = await holdBack(page, `**${manifest().fonts[0]}`);
    const layoutShifts = await watchLayoutShifts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(font.requests).toHaveLength(1);
    font.release();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded")))
      .toBe(true);
    // A frame after the font arrived, in which a swap would have laid the text out again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts();
    expect(shifts.sum, `moved: ${shifts.moved.join(", ")}`).toBe(0);
  });

  test("the file every page preloads is the cut Latin face, under 32 KB", async ({ request }) => {
    const [font] = manifest().fonts;
    expect(font).toMatch(/inter-latin-wght-normal-[A-Z0-9]+\.woff2$/);
    const res = await request.get(font!);
    expect(res.status()).toBe(200);
    const body = await res.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(body.length).toBeLessThan(32 * 1024);
  });
});
