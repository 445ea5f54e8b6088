import { CODE_PRICES } from "../../shared/pricing/own-prices";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { quoteLeadFields } from "../../client/features/pricing-calculator/quote-form";
import { estimate } from "../../shared/pricing/estimate";
import { LeadSchema } from "../../shared/schemas/lead";
import { fromPrice } from "../../shared/pricing/from-prices";
import {
  ADS_CAMPAIGN_TYPE_IDS,
  AI_PROJECT_TYPE_IDS,
  AI_SCOPE_IDS,
  SEO_PACKAGE_IDS,
  TEAM_HOURS_IDS,
  TEAM_LEVEL_IDS,
  TEAM_ROLE_IDS,
  WEB_CARE_PLAN_IDS,
  WEB_PLATFORM_IDS,
  type TeamRole,
} from "../../shared/pricing/price-list";
import {
  ESTIMATE_LINK_LABEL,
  lineText,
  quoteMessage,
  searchFromMessageLink,
  selectionSummary,
  totalsText,
} from "../../shared/pricing/quote-message";
import {
  defaultSelection,
  LIMITS,
  parseSelection,
  PRICED_SERVICES,
  selectionToParams,
  type Selection,
} from "../../shared/pricing/selection";

const int = (b: { min: number; max: number }) => fc.integer(b);
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Any selection a visitor can make. */
const selectionArb: fc.Arbitrary<Selection> = fc.record({
  services: fc.subarray([...PRICED_SERVICES]),
  seo: fc.record({
    mode: pick(["package", "custom"] as const),
    package: pick(SEO_PACKAGE_IDS),
    keywords: int(LIMITS.seoKeywords),
    pages: int(LIMITS.seoPages),
    locations: int(LIMITS.seoLocations),
  }),
  ads: fc.record({
    spend: int(LIMITS.adsSpend),
    campaigns: int(LIMITS.adsCampaigns),
    types: fc.subarray([...ADS_CAMPAIGN_TYPE_IDS], { minLength: 1 }),
  }),
  web: fc.record({
    platform: pick(WEB_PLATFORM_IDS),
    pages: int(LIMITS.webPages),
    shop: fc.boolean(),
    integrations: int(LIMITS.webIntegrations),
    care: pick(WEB_CARE_PLAN_IDS),
  }),
  ai: fc.record({ type: pick(AI_PROJECT_TYPE_IDS), scope: pick(AI_SCOPE_IDS) }),
  team: fc.record(
    Object.fromEntries(
      TEAM_ROLE_IDS.map((r) => [r, fc.record({ count: int(LIMITS.teamCount), level: pick(TEAM_LEVEL_IDS), hours: pick(TEAM_HOURS_IDS) })]),
    ) as Record<TeamRole, fc.Arbitrary<Selection["team"][TeamRole]>>,
  ),
});
const currencyArb = pick(["USD", "GBP", "EUR"] as const);

describe("the selection in the address", () => {
  test("an address with no parameters opens with SEO's Starter package, so an estimate shows at once", () => {
    expect(parseSelection(new URLSearchParams())).toEqual({ ...defaultSelection(), services: ["seo"] });
  });

  test("an address whose services are empty (the form with nothing ticked) includes nothing, and is written that way", () => {
    expect(parseSelection(new URLSearchParams("s="))).toEqual(defaultSelection());
    expect(parseSelection(new URLSearchParams("s=&ads_spend=5000")).services).toEqual([]);
    expect(selectionToParams(defaultSelection()).toString()).toBe("s=");
  });

  test("defaults are left out, so a shared link stays short", () => {
    const s = defaultSelection();
    s.services = ["seo", "dedicated-resources"];
    expect(selectionToParams(s).toString()).toBe("s=seo&s=dedicated-resources");
    s.seo.package = "growth";
    s.team["seo-specialist"] = { count: 2, level: "mid", hours: "part" };
    expect(selectionToParams(s).toString()).toBe(
      "s=seo&s=dedicated-resources&seo_pkg=growth&team_seo-specialist=2&team_seo-specialist_level=mid&team_seo-specialist_hours=part",
    );
  });

  test("options of services that are not included stay out of the address", () => {
    const s = defaultSelection();
    s.web.pages = 40;
    expect(selectionToParams(s).toString()).toBe("s=");
  });

  test.each([
    ["seo_kw=999&seo_mode=custom&s=seo", (s: Selection) => s.seo.keywords, 50],
    ["web_pages=-3", (s: Selection) => s.web.pages, 1],
    ["web_pages=7.6", (s: Selection) => s.web.pages, 8],
    ["ads_spend=abc", (s: Selection) => s.ads.spend, 2000],
    ["ads_spend=5%2C000", (s: Selection) => s.ads.spend, 5000],
    ["ads_spend=", (s: Selection) => s.ads.spend, 2000],
    ["team_web-developer=50", (s: Selection) => s.team["web-developer"].count, 20],
    ["seo_pkg=platinum", (s: Selection) => s.seo.package, "starter"],
    ["ai_scope=enterprise&ai_scope=starter", (s: Selection) => s.ai.scope, "enterprise"],
    ["s=seo&s=n8n-automations&s=nope&s=seo", (s: Selection) => s.services, ["seo"]],
    ["ads_types=tiktok", (s: Selection) => s.ads.types, ["search"]],
    ["ads_types=shopping&ads_types=search", (s: Selection) => s.ads.types, ["search", "shopping"]],
    ["web_shop=on", (s: Selection) => s.web.shop, true],
    ["web_shop=0", (s: Selection) => s.web.shop, false],
  ])("%s is read safely", (query, read, expected) => {
    expect(read(parseSelection(new URLSearchParams(query)))).toEqual(expected);
  });

  test("reading the written address gives the same estimate, in every currency", () => {
    fc.assert(
      fc.property(selectionArb, currencyArb, (selection, currency) => {
        const again = parseSelection(new URLSearchParams(selectionToParams(selection).toString()));
        expect(estimate(again, currency)).toEqual(estimate(selection, currency));
      }),
    );
  });
});

describe("every estimate", () => {
  test("is whole units whose lines add up to the totals", () => {
    fc.assert(
      fc.property(selectionArb, currencyArb, (selection, currency) => {
        const e = estimate(selection, currency);
        for (const line of e.lines) expect(Number.isInteger(line.amount)).toBe(true);
        const sum = (c: string) => e.lines.filter((l) => l.cadence === c).reduce((t, l) => t + l.amount, 0);
        expect(e.monthlyTotal).toBe(sum("monthly"));
        expect(e.oneOffTotal).toBe(sum("one-off"));
        expect(e.firstYearTotal).toBe(e.oneOffTotal + 12 * e.monthlyTotal);
      }),
    );
  });

  test("of one service is never below that service's 'from' price", () => {
    fc.assert(
      fc.property(selectionArb, currencyArb, pick(PRICED_SERVICES), (selection, currency, service) => {
        const e = estimate({ ...selection, services: [service] }, currency);
        if (e.lines.length === 0) return; // a team with nobody in it
        const { amount, cadence } = fromPrice(service, currency);
        expect(cadence === "monthly" ? e.monthlyTotal : e.oneOffTotal).toBeGreaterThanOrEqual(amount);
      }),
    );
  });
});

describe("the quote message", () => {
  const s = parseSelection(
    new URLSearchParams("s=seo&s=web-development&s=dedicated-resources&seo_pkg=growth&web_pages=12&team_web-developer=3"),
  );
  const e = estimate(s, "GBP");
  const link = `https://agency.test/pricing-calculator?${selectionToParams(s).toString()}`;
  const message = quoteMessage(e, "UK", link);

  test("lists every line of the breakdown, the totals and a link back to the estimate", () => {
    for (const line of e.lines) expect(message).toContain(lineText(line, "UK"));
    expect(message).toContain("- Growth SEO package (25 keywords, 10 pages, 3 locations): ≈\u00a0£500/month");
    expect(message).toContain("- 2 extra pages (beyond the 10 included; £90 each): ≈\u00a0£180 one-off");
    expect(message).toContain("- Team discount, 3 people (10% off): ≈\u00a0-£225/month");
    expect(message).toContain("Monthly total: £2,525/month");
    expect(message).toContain("One-off total: £1,080");
    expect(message).toContain("First year: £31,380");
    expect(message).toContain(`Estimate link: ${link}`);
  });

  test("the link in the message restores the selection", () => {
    const search = searchFromMessageLink(message.replace(/\n/g, "\r\n"), ESTIMATE_LINK_LABEL, "/pricing-calculator");
    expect(parseSelection(new URLSearchParams(search!))).toEqual(s);
    expect(searchFromMessageLink(message, ESTIMATE_LINK_LABEL, "/elsewhere")).toBeNull();
    expect(searchFromMessageLink("no link here", ESTIMATE_LINK_LABEL, "/pricing-calculator")).toBeNull();
    expect(searchFromMessageLink(undefined, ESTIMATE_LINK_LABEL, "/pricing-calculator")).toBeNull();
  });

  test("summaries for the lead's budget and services fields", () => {
    expect(totalsText(e, "UK")).toBe("£2,525/month + £1,080 one-off");
    expect(totalsText(estimate({ ...s, services: ["seo"] }, "USD"), "US")).toBe("$650/month");
    expect(totalsText(estimate({ ...s, services: ["web-development"] }, "EUR"), "DE")).toBe("1.250\u00a0€ one-off");
    expect(selectionSummary(e)).toBe(
      "SEO: Growth SEO package; Web development: WordPress Business build; Dedicated resources: 3 × Web Developer",
    );
  });

  test("fits the lead schema's limits even for the largest selection", () => {
    const all = defaultSelection();
    all.services = [...PRICED_SERVICES];
    for (const role of TEAM_ROLE_IDS) all.team[role] = { count: 20, level: "senior", hours: "part" };
    all.ads = { spend: 1_000_000, campaigns: 20, types: [...ADS_CAMPAIGN_TYPE_IDS] };
    all.web = { platform: "bigcommerce", pages: 100, shop: true, integrations: 10, care: "premium" };
    const big = estimate(all, "EUR");
    const text = quoteMessage(big, "DE", `https://agency.test/pricing-calculator?${selectionToParams(all).toString()}`);
    expect(text.length).toBeLessThanOrEqual(5000);
    expect(totalsText(big, "DE").length).toBeLessThanOrEqual(100);
    expect(selectionSummary(big).length).toBeLessThanOrEqual(1000);
  });
});

describe("the 'Get this quote' lead", () => {
  test("is accepted by the lead schema for any estimate, in every region", () => {
    fc.assert(
      fc.property(selectionArb, pick(["US", "UK", "DE"] as const), (selection, region) => {
        const lead = {
          name: "Robin Hale",
          email: "robin@hale.example",
          ...quoteLeadFields(selection, region, "https://agency.test", CODE_PRICES),
        };
        const parsed = LeadSchema.safeParse(lead);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(lead.contactFormType).toBe("pricing-calculator");
      }),
      { numRuns: 200 },
    );
  });
});
