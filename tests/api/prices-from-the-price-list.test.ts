import request from "supertest";
import { describe, expect, test } from "vitest";
import type { RegionCode } from "../../shared/constants";
import { services } from "../../shared/content/services";
import { currencyForRegion, type CurrencyCode, formatMoney, listPrice } from "../../shared/pricing/currency";
import { fromPrice } from "../../shared/pricing/from-prices";
import {
  ADS_SPEND_SIZED_USD,
  ADS_TIERS,
  AI_SCOPES,
  SEO_PACKAGES,
  TEAM_HOURS,
  TEAM_ROLES,
  WEB_CARE_PLANS,
  WEB_INTEGRATION,
  WEB_TIERS,
} from "../../shared/pricing/price-list";
import { PRICED_SERVICES } from "../../shared/pricing/selection";
import { regionPath } from "../../shared/region-addresses";
import { visibleTexts } from "../helpers/german-copy";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// One price list (shared/pricing/price-list.ts; docs/decisions/0008-pricing.md): every amount a
// page quotes as our price is an amount of that list in the region's currency, so the same thing
// never has two prices on the site, and every "from" price is the list's lowest for its service.
// Amounts with cents are a client's reported results (case studies), not our prices.

const { app } = await createTestApp();
const REGIONS: RegionCode[] = ["US", "UK", "DE"];

/** Every USD amount the price list states: packages, fees, tiers, rates (full- and part-time), extras, ad-spend bounds. */
const LIST_USD = [
  ...Object.values(SEO_PACKAGES).map((p) => p.usd),
  ...Object.values(ADS_TIERS).flatMap((t) => [t.usd, t.maxSpendUsd]),
  ...ADS_SPEND_SIZED_USD,
  ...Object.values(WEB_TIERS).flatMap((tiers) => tiers.map((t) => t.usd)),
  WEB_INTEGRATION,
  ...Object.values(WEB_CARE_PLANS).map((c) => c.usd),
  ...Object.values(AI_SCOPES).map((s) => s.usd),
  ...Object.values(TEAM_ROLES).flatMap(({ name: _, ...rates }) =>
    Object.values(rates).flatMap((rate) => Object.values(TEAM_HOURS).map((h) => rate * h.factor)),
  ),
].filter(Number.isFinite);

const listAmounts = (currency: CurrencyCode) => new Set(LIST_USD.map((usd) => listPrice(usd, currency)));

/** Whole money amounts in a text, in the region's own format ("$2,500", "£1,875", "2.150 €"); amounts with cents are left out. */
function wholeAmounts(text: string, region: RegionCode): number[] {
  const t = text.replace(/\u00a0|\u202f/g, " ");
  const pattern =
    region === "DE"
      ? /(?<![\d.,])(\d{1,3}(?:\.\d{3})*)(?!,\d) ?€/g
      : region === "UK"
        ? /£(\d{1,3}(?:,\d{3})*)(?![.,]?\d)/g
        : /\$(\d{1,3}(?:,\d{3})*)(?![.,]?\d)/g;
  return [...t.matchAll(pattern)].map((m) => Number(m[1]!.replace(/[.,]/g, "")));
}

/** The pages that quote our prices: home, the services overview, each service, the calculator, the wizard. */
const PRICED_PAGES = ["/", "/services", ...services.map((s) => `/services/${s.slug}`), "/pricing-calculator", "/onboarding-wizard"];

describe("every price a page quotes is on the price list", () => {
  for (const region of REGIONS) {
    test.each(PRICED_PAGES)(`${region} %s`, async (path) => {
      const res = await request(app).get(regionPath(region, path));
      expect(res.status).toBe(200);
      const allowed = listAmounts(currencyForRegion(region));
      const stray = visibleTexts(res.text).flatMap((text) =>
        wholeAmounts(text, region)
          .filter((amount) => !allowed.has(amount))
          .map((amount) => `${formatMoney(amount, region)} in "${text.slice(0, 120)}"`),
      );
      expect([...new Set(stray)]).toEqual([]);
    });
  }

  test("the check reads real prices: the AI page quotes AI Starter's", async () => {
    const res = await request(app).get("/services/ai-development");
    expect(visibleTexts(res.text).flatMap((t) => wholeAmounts(t, "US"))).toContain(AI_SCOPES.starter.usd);
  });
});

describe('"from" prices are the price list\'s lowest', () => {
  for (const region of REGIONS) {
    test(`${region}: each service's "from" price on the home page, the services overview, its own page and the calculator`, async () => {
      for (const service of PRICED_SERVICES) {
        const from = formatMoney(fromPrice(service, currencyForRegion(region)).amount, region).replace(/\u00a0/g, " ");
        const pages = ["/", "/services", `/services/${service}`, "/pricing-calculator"];
        for (const path of pages) {
          const text = visibleTexts((await request(app).get(regionPath(region, path))).text)
            .join("\n")
            .replace(/\u00a0|\u202f/g, " ");
          expect(text, `${region} ${path} names ${service}'s lowest price, ${from}`).toContain(from);
        }
      }
    });
  }
});

describe("the calculator's preview of where an estimate starts", () => {
  for (const region of REGIONS) {
    test(`${region}: each service's row is its "from" price`, async () => {
      const doc = parseHtml((await request(app).get(regionPath(region, "/pricing-calculator"))).text);
      const rows = doc
        .querySelectorAll("header li, section li")
        .filter((li) => li.querySelector("svg") && wholeAmounts(li.textContent, region).length > 0);
      const shown = rows.slice(0, PRICED_SERVICES.length).map((li) => wholeAmounts(li.textContent, region)[0]);
      expect(shown).toEqual(PRICED_SERVICES.map((service) => fromPrice(service, currencyForRegion(region)).amount));
    });
  }
});
