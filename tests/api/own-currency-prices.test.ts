import request from "supertest";
import { describe, expect, test } from "vitest";
import type { ContentEntry } from "../../shared/schemas/admin-content";
import type { SiteSettingsDocument } from "../../shared/schemas/site-settings";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { jsonLdBlocks, parseHtml } from "../helpers/html";

// Prices staff set in pounds or euros in the site settings (docs/decisions/0040-site-settings.md)
// are shown as set, unconverted and unmarked, on every page and in the calculator once published;
// a draft changes nothing a visitor sees; every other price is converted from dollars and marked
// "≈", with a note saying what the mark means; the US pages mark nothing.

const { app } = await createAdminTestApp();
const staff = asAdmin(app, await signIn(app));

const settings = async () => (await staff.get("/api/admin/settings").expect(200)).body as ContentEntry<"site-settings">;
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
const text = (s: string) => s.replace(/\s+/g, " ").trim();
const packagePrices = async (path: string) =>
  (await page(path)).querySelectorAll('[data-testid="package-price"]').map((p) => text(p.textContent));
const offers = async (path: string) =>
  (jsonLdBlocks(await page(path)).find((b) => b["@type"] === "Service") as { offers: { price: number; priceCurrency: string }[] }).offers;
const estimateCells = async (path: string) =>
  (await page(path)).querySelectorAll('[data-testid="estimate"] tbody td:last-child').map((td) => text(td.textContent));

/** Saves the published settings with `prices` as the draft. */
async function draftPrices(prices: SiteSettingsDocument["prices"]) {
  const doc = structuredClone((await settings()).published!);
  await staff
    .put("/api/admin/settings/draft")
    .send({ ...doc, prices })
    .expect(200);
}

describe("converted prices", () => {
  test("are marked on the service page's packages, its 'from' price and the home cards, with a note near them; the offers carry the amount alone", async () => {
    expect(await packagePrices("/de/services/seo")).toEqual(["≈ 425 €/Monat", "≈ 550 €/Monat", "≈ 1.050 €/Monat"]);
    const seo = await page("/de/services/seo");
    expect(text(seo.querySelector('section[aria-labelledby="packages-title"] [data-testid="converted-note"]')!.textContent)).toContain(
      "Aus unserer US-Dollar-Preisliste zu einem festen Planungskurs umgerechnet",
    );
    expect(await offers("/de/services/seo")).toMatchObject([
      { price: 425, priceCurrency: "EUR" },
      { price: 550, priceCurrency: "EUR" },
      { price: 1050, priceCurrency: "EUR" },
    ]);
    expect(await packagePrices("/uk/services/seo")).toEqual(["≈ £375/month", "≈ £500/month", "≈ £900/month"]);
    const home = await page("/uk");
    expect(text(home.querySelector("main")!.textContent)).toContain("From ≈ £375/month");
    expect(home.querySelector('[data-testid="converted-note"]')).not.toBeNull();
  });

  test("are never marked on the US pages, which show the list's dollars", async () => {
    expect(await packagePrices("/services/seo")).toEqual(["$500/month", "$650/month", "$1,200/month"]);
    for (const path of ["/", "/services/seo", "/services", "/pricing-calculator?s=seo"]) {
      const doc = await page(path);
      expect(text(doc.querySelector("main")!.textContent), path).not.toContain("≈");
      expect(doc.querySelector('[data-testid="converted-note"]'), path).toBeNull();
    }
  });
});

describe("prices staff set in euros", () => {
  test("a draft changes nothing; published, they show unconverted and unmarked on the pages, in the offers and in the calculator's estimate", async () => {
    await draftPrices({ "seo-starter": { eur: 449 }, "seo-growth": { eur: 599, gbp: null }, "ads-growth": { gbp: 649 } });
    expect(await packagePrices("/de/services/seo")).toEqual(["≈ 425 €/Monat", "≈ 550 €/Monat", "≈ 1.050 €/Monat"]);
    expect(await estimateCells("/de/pricing-calculator?s=seo&seo_pkg=growth")).toEqual(["≈ 550 €/Monat"]);

    await staff.post("/api/admin/settings/publish").expect(200);
    expect(await packagePrices("/de/services/seo")).toEqual(["449 €/Monat", "599 €/Monat", "≈ 1.050 €/Monat"]);
    expect((await offers("/de/services/seo")).map((o) => o.price)).toEqual([449, 599, 1050]);
    expect(text((await page("/de")).querySelector("main")!.textContent)).toContain("Ab 449 €/Monat");
    // The pound pages keep converting what is set in euros only.
    expect(await packagePrices("/uk/services/seo")).toEqual(["≈ £375/month", "≈ £500/month", "≈ £900/month"]);

    const calculator = await page("/de/pricing-calculator?s=seo&s=google-ads&seo_pkg=growth&ads_spend=2000");
    const cells = calculator.querySelectorAll('[data-testid="estimate"] tbody td:last-child').map((td) => text(td.textContent));
    expect(cells).toEqual(["599 €/Monat", "≈ 350 €/Monat"]);
    expect(calculator.querySelector('[data-testid="estimate"] td[data-converted]')!.textContent).toContain("350");
    expect(text(calculator.querySelector('[data-testid="monthly-total"]')!.textContent)).toContain("949 €");
    expect(text(calculator.querySelector('[data-testid="prices-note"]')!.textContent)).toContain("In EUR festgelegt: SEO.");
    // The quote the visitor sends carries the same amounts.
    const message = calculator.querySelector('#quote input[name="message"]');
    const quote = message!.getAttribute("value")!.replace(/\u00a0/g, " ");
    expect(quote).toContain("- Growth SEO package (25 keywords, 10 pages, 3 locations): 599 €/month");
    expect(quote).toContain("- Starter management (ad spend is paid to Google directly and not included): ≈ 350 €/month");

    const uk = await estimateCells("/uk/pricing-calculator?s=seo&s=google-ads&seo_pkg=growth&ads_spend=4000");
    expect(uk).toEqual(["≈ £500/mo", "£649/mo"]);
  });
});

describe("a price staff cannot set", () => {
  const range = "Use a whole amount from 1 to 1,000,000";
  test.each([
    ["a fraction", { "seo-starter": { eur: 449.5 } }, "prices.seo-starter.eur", "Use a whole amount, like 450"],
    ["nothing", { "ai-business": { gbp: 0 } }, "prices.ai-business.gbp", range],
    ["a negative amount", { "web-integration": { eur: -90 } }, "prices.web-integration.eur", range],
    ["more than a million", { "care-basic": { gbp: 2_000_000 } }, "prices.care-basic.gbp", range],
    ["text", { "seo-pro": { eur: "999" } }, "prices.seo-pro.eur", "Use a whole amount, like 450"],
    ["no price of the list", { "seo-platinum": { eur: 999 } }, "prices.seo-platinum", "Unknown field"],
    ["the dollars, which are the list's", { "seo-pro": { usd: 999 } }, "prices.seo-pro.usd", "Unknown field"],
  ])("%s is refused with the field named", async (_what, prices, field, message) => {
    const doc = structuredClone((await settings()).published!);
    const res = await staff.put("/api/admin/settings/draft").send({ ...doc, prices });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: [message] });
  });
});
