import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitForHydration } from "./fixtures";
import { signIn } from "./staff-sign-in";

// A partner's logo sits on the page's own background in its own colours
// (docs/decisions/0022-portraits-marks-and-icons.md, "Partners"): a real transparent PNG goes
// through the staff API like an upload from the media library, and the test reads the pixels the
// browser drew around and inside the logo.

const MARK = { r: 0x0f, g: 0x76, b: 0x6e }; // the logo's teal
const LOGO = { width: 480, height: 120 };

/** A transparent 480x120 PNG: a teal bar on the left third and a teal ring on the right, nothing else drawn. */
const transparentLogo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO.width}" height="${LOGO.height}">
        <rect x="20" y="20" width="160" height="80" rx="12" fill="rgb(${MARK.r},${MARK.g},${MARK.b})"/>
        <circle cx="380" cy="60" r="40" fill="none" stroke="rgb(${MARK.r},${MARK.g},${MARK.b})" stroke-width="14"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function publishPartnerWithLogo(page: Page, name: string): Promise<void> {
  await signIn(page);
  const { csrfToken } = await (await page.request.get("/api/admin/session")).json();
  const headers = { "X-CSRF-Token": csrfToken, Origin: new URL(page.url()).origin };
  const upload = await page.request.post("/api/admin/media", {
    headers,
    multipart: {
      file: { name: "logo.png", mimeType: "image/png", buffer: await transparentLogo() },
      alt: `${name} logo`,
      altDe: `Logo von ${name}`,
    },
  });
  expect(upload.status()).toBe(201);
  const { asset } = await upload.json();
  const created = await page.request.post("/api/admin/content/partner", {
    headers,
    data: { name, logo: asset.id, url: "https://partner.example" },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.post(`/api/admin/content/partner/${id}/publish`, { headers })).status()).toBe(200);
}

/** The first ancestor's background colour that is not transparent: what the page paints behind the element. */
const backgroundBehind = (logo: Locator) =>
  logo.evaluate((img) => {
    for (let el = img.parentElement; el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return "rgb(255, 255, 255)";
  });

/** Opacity and filter of the logo and every ancestor up to the partner list: what fades or greys it. */
const fading = (logo: Locator) =>
  logo.evaluate((img) => {
    const found: string[] = [];
    for (let el: Element | null = img; el && el.tagName !== "UL"; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.opacity !== "1") found.push(`${el.tagName} opacity ${style.opacity}`);
      if (style.filter !== "none") found.push(`${el.tagName} filter ${style.filter}`);
      if (style.mixBlendMode !== "normal") found.push(`${el.tagName} mix-blend-mode ${style.mixBlendMode}`);
    }
    return found;
  });

const rgb = (text: string) => text.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
const near = (a: readonly number[], b: readonly number[], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

test("a transparent partner logo is drawn in its own colours on the page's background, on / and /about", async ({ page }) => {
  const name = "Harbour Lane Creative";
  await publishPartnerWithLogo(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const path of ["/", "/about", "/de/about"]) {
    await page.goto(path);
    await waitForHydration(page);
    const logo = page.getByRole("img", { name: path.startsWith("/de") ? `Logo von ${name}` : `${name} logo` });
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await logo.evaluate((img) => getComputedStyle(img).backgroundColor), `${path}: the logo's own box`).toBe("rgba(0, 0, 0, 0)");
    expect(await fading(logo), `${path}: nothing fades or greys the logo`).toEqual([]);

    // What the browser drew: the see-through parts show the section's background, the mark its teal.
    const page_ = rgb(await backgroundBehind(logo));
    const box = (await logo.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(28);
    const shot = sharp(await logo.screenshot({ animations: "disabled" }));
    const { data, info } = await shot.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (fx: number, fy: number) => {
      const x = Math.min(info.width - 1, Math.round(fx * info.width));
      const y = Math.min(info.height - 1, Math.round(fy * info.height));
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    // Transparent pixels: a corner, the gap between bar and ring, the ring's hole.
    for (const [fx, fy] of [
      [0.01, 0.02],
      [0.55, 0.5],
      [380 / LOGO.width, 0.5],
    ] as const)
      expect(near(at(fx, fy), page_), `${path}: ${at(fx, fy)} at ${fx},${fy} is the page's own ${page_}`).toBe(true);
    // The bar's middle is the logo's own colour, neither greyed nor faded.
    const bar = at(100 / LOGO.width, 0.5);
    expect(near(bar, [MARK.r, MARK.g, MARK.b]), `${path}: ${bar} is the logo's teal`).toBe(true);
  }
});
