import { describe, expect, test } from "vitest";
import { COVER_OVERLAYS, palettes } from "../../client/components/content/case-study-cover";

// The covers' text is SVG on a drawn background, which the browser contrast check
// (tests/e2e/color-contrast.ts) cannot read, so it is checked here: white and tinted text
// against the lightest the background can get (a gradient stop with every circle of the
// pattern over it; the chart labels sit on a darker panel), at WCAG AA for small text.

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const over = (top: Rgb, alpha: number, below: Rgb): Rgb => top.map((c, i) => c * alpha + below[i]! * (1 - alpha)) as Rgb;
const luminance = (c: Rgb) => {
  const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("cover colours", () => {
  test.each(Object.entries(palettes))("%s: white and tinted text keep 4.5:1 wherever they sit", (_service, palette) => {
    const white: Rgb = [255, 255, 255];
    for (const stop of [palette.from, palette.to]) {
      const pattern = COVER_OVERLAYS.circleOpacity.reduce((below, alpha) => over(rgb(palette.accent), alpha, below), rgb(stop));
      const panel = over(rgb(COVER_OVERLAYS.panel), COVER_OVERLAYS.panelOpacity, pattern);
      expect(contrast(white, pattern), `white on ${stop}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(white, panel), `white on the panel over ${stop}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(palette.tint), pattern), `tinted text on ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
