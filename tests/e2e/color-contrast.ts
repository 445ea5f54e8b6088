import type { Locator, Page } from "@playwright/test";

// WCAG 2.2 text contrast (1.4.3 AA), measured in the browser on the rendered page:
// every visible text node's colour against the background it is painted on. axe-core
// is not a dependency of this project; this check computes the same ratio from the
// computed styles. Colours are converted to sRGB by a canvas (Tailwind 4 writes
// oklch()); a translucent colour is blended over what lies beneath; a gradient counts
// with each of its colour stops, so the worst stop decides.

export interface ContrastProblem {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
  where: string;
}

/** The text below `root` whose contrast is under the AA minimum (4.5:1, or 3:1 for large text). */
export async function contrastProblems(page: Page, root: Locator = page.locator("body")): Promise<ContrastProblem[]> {
  return root.evaluate((rootElement) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const toRgba = (css: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3] + below[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The layers of a background-image, top first, each as its colour stops; null for an image we cannot read (url()). */
    const imageLayers = (image: string): string[][] | null => {
      if (image === "none") return [];
      if (/url\(/.test(image)) return null;
      const layers: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < image.length; i++) {
        if (image[i] === "(") depth++;
        else if (image[i] === ")") depth--;
        else if (image[i] === "," && depth === 0) {
          layers.push(image.slice(start, i));
          start = i + 1;
        }
      }
      layers.push(image.slice(start));
      const stop = /(oklch|oklab|lab|lch|rgba?|hsla?|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi;
      return layers.map((layer) => layer.replace(/^[a-z-]+-gradient\(/i, "").match(stop) ?? []);
    };
    /** Every colour the element's background can be at some point, painting its ancestors' backgrounds bottom-up. */
    const backgroundsOf = (element: Element): Rgba[] | null => {
      const painted: { colour: Rgba; layers: string[][] }[] = [];
      for (let el: Element | null = element; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const layers = imageLayers(style.backgroundImage);
        if (layers === null) return null;
        const colour = toRgba(style.backgroundColor);
        painted.push({ colour, layers });
        if (colour[3] === 1) break;
      }
      let results: Rgba[] = [[255, 255, 255, 1]];
      for (const { colour, layers } of painted.reverse()) {
        results = results.map((below) => over(colour, below));
        // The first layer is painted on top: paint from the last one up.
        for (const stops of [...layers].reverse()) {
          if (stops.length > 0) results = results.flatMap((below) => stops.map((css) => over(toRgba(css), below)));
        }
      }
      // Equal colours from different paths count once.
      return [...new Map(results.map((c) => [c.map(Math.round).join(","), c])).values()];
    };
    const isShown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
        if (s.clip === "rect(0px, 0px, 0px, 0px)" || s.clipPath === "inset(50%)") return false;
      }
      return true;
    };

    const problems: ContrastProblem[] = [];
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      if (element.closest("script, style, noscript, [disabled], [aria-disabled='true']") || !isShown(element)) continue;
      // A case-study cover's text sits on shapes it draws itself, which CSS cannot see; its
      // colours are checked against them in tests/unit/case-study-cover-contrast.test.ts.
      if (element.closest("svg[data-cover]")) continue;
      const style = getComputedStyle(element);
      const backgrounds = backgroundsOf(element);
      if (!backgrounds) continue;
      const size = parseFloat(style.fontSize);
      const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = isLarge ? 3 : 4.5;
      const colour = toRgba(style.color);
      for (const background of backgrounds) {
        const value = ratio(over(colour, background), background);
        if (value < required - 0.005) {
          const where = [element, element.parentElement, element.parentElement?.parentElement]
            .filter(Boolean)
            .map((e) => `${e!.tagName.toLowerCase()}.${(e!.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".")}`)
            .join(" < ");
          problems.push({
            text: node.textContent.trim().slice(0, 60),
            ratio: Math.round(value * 100) / 100,
            required,
            color: style.color,
            background: `rgb(${background.slice(0, 3).map(Math.round).join(" ")})`,
            where,
          });
          break;
        }
      }
    }
    return problems;
  });
}
