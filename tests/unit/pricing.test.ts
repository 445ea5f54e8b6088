import { describe, expect, test } from "vitest";
import {
  formatMoney,
  listPrice,
  localizePricesInText,
  percentOf,
  priceIn,
  priceStep,
  roundHalfUp,
  type CurrencyCode,
} from "../../shared/pricing/currency";
import { ownPricesByDollars } from "../../shared/pricing/prices-in-text";
import {
  adsTierForSpend,
  aiScopeFor,
  estimate,
  seoPackageForScope,
  teamDiscountPercent,
  teamMemberPrice,
  webTierFor,
} from "../../shared/pricing/estimate";
import { fromPrice, fromSelection } from "../../shared/pricing/from-prices";
import type {
  AdsCampaignType,
  AiProjectType,
  AiScope,
  SeoPackageId,
  TeamHours,
  TeamLevel,
  TeamRole,
  WebCarePlan,
  WebPlatform,
} from "../../shared/pricing/price-list";
import { defaultSelection, PRICED_SERVICES, type PricedService, type Selection } from "../../shared/pricing/selection";

/** A selection with one service included and its options changed. */
function only<K extends "seo" | "ads" | "web" | "ai">(service: PricedService, key: K, patch: Partial<Selection[K]>): Selection {
  const s = defaultSelection();
  return { ...s, services: [service], [key]: { ...s[key], ...patch } };
}
const amounts = (e: ReturnType<typeof estimate>) => e.lines.map((l) => [l.label, l.amount]);

describe("conversion and rounding (docs/decisions/0008)", () => {
  test.each([
    [0.5, 1],
    [1.5, 2],
    [2.4999, 2],
    [187.5, 188],
    [-0.5, -1],
    [-187.5, -188],
    [1.005 * 100, 101],
    [103.9, 104],
    [0, 0],
  ])("roundHalfUp(%s) is %s", (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  test.each<[number, CurrencyCode, number]>([
    [500, "USD", 500],
    [399, "USD", 399],
    [500, "GBP", 375],
    [500, "EUR", 425], // 430 → nearest 25: the price a person would set (0040)
    [650, "GBP", 500], // 487.50 is halfway between 475 and 500: up
    [799, "GBP", 600], // 599.25 → nearest 25
    [799, "EUR", 675], // 687.14 → nearest 25
    [1299, "GBP", 975], // 974.25 → nearest 25
    [1299, "EUR", 1100], // 1117.14 → nearest 50
    [12000, "EUR", 10250], // 10,320 → nearest 250
    [10, "GBP", 10], // 7.5 is halfway between 5 and 10: up
    [125, "EUR", 110], // 107.5 → nearest 10
    [0, "EUR", 0],
  ])("list price %s USD in %s is %s", (usd, currency, expected) => {
    expect(listPrice(usd, currency)).toBe(expected);
  });

  test.each([
    [799, 15, 120],
    [600, 15, 90],
    [685, 15, 103],
    [1875, 10, 188],
    [1039, 10, 104],
    [2250, 10, 225],
  ])("%s × %s%% is %s whole units", (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  test.each([
    [1200, "US", "$1,200"],
    [1200, "UK", "£1,200"],
    [1200, "DE", "1.200\u00a0€"],
    [-300, "US", "-$300"],
    [12000, "DE", "12.000\u00a0€"],
    [0, "UK", "£0"],
  ] as const)("%s formats as %s in region %s", (amount, region, expected) => {
    expect(formatMoney(amount, region)).toBe(expected);
  });
});

describe("'from' prices", () => {
  test.each<[PricedService, number, number, number, "monthly" | "one-off"]>([
    // The promised "from" prices: docs/product-rules.md#services-and-prices.
    ["seo", 500, 375, 425, "monthly"],
    ["google-ads", 400, 300, 350, "monthly"],
    ["web-development", 600, 450, 525, "one-off"],
    ["ai-development", 2000, 1500, 1700, "one-off"],
    ["dedicated-resources", 400, 300, 350, "monthly"],
  ])("%s starts at $%s, £%s, €%s", (service, usd, gbp, eur, cadence) => {
    expect(fromPrice(service, "USD")).toEqual({ amount: usd, cadence, converted: false });
    expect(fromPrice(service, "GBP").amount).toBe(gbp);
    expect(fromPrice(service, "EUR").amount).toBe(eur);
  });

  test.each(PRICED_SERVICES)(
    "%s: the options the calculator's hero previews cost exactly its 'from' price, in every currency",
    (service) => {
      for (const currency of ["USD", "GBP", "EUR"] as const) {
        const quote = estimate(fromSelection(service), currency);
        const total = fromPrice(service, currency).cadence === "monthly" ? quote.monthlyTotal : quote.oneOffTotal;
        expect(total, currency).toBe(fromPrice(service, currency).amount);
      }
    },
  );
});

describe("prices of their own in pounds and euros (docs/decisions/0040-site-settings.md)", () => {
  test("a price set in a currency is shown as set; one that is not is converted, rounded to a price a person would set, and says so", () => {
    const starter = { usd: 500, gbp: 399 };
    expect(priceIn(starter, "GBP")).toEqual({ amount: 399, converted: false });
    expect(priceIn(starter, "EUR")).toEqual({ amount: 425, converted: true });
    expect(priceIn(starter, "USD")).toEqual({ amount: 500, converted: false });
    expect(priceIn(799, "GBP")).toEqual({ amount: 600, converted: true });
  });

  test.each([
    [87, 5],
    [103, 10],
    [430, 25],
    [1032, 50],
    [4730, 100],
    [10_320, 250],
  ])("a converted %s is rounded to a multiple of %s", (amount, step) => {
    expect(priceStep(amount)).toBe(step);
  });

  test("every line of an estimate in pounds or euros says it was converted while the list sets only dollars", () => {
    const s = { ...defaultSelection(), services: PRICED_SERVICES.slice() };
    s.team["web-developer"] = { ...s.team["web-developer"], count: 2 };
    for (const currency of ["GBP", "EUR"] as const) expect(estimate(s, currency).lines.every((l) => l.converted)).toBe(true);
    expect(estimate(s, "USD").lines.some((l) => l.converted)).toBe(false);
  });

  test("text quoting a dollar price shows that price's own amount when exactly one price of the list has it", () => {
    const own = ownPricesByDollars([{ usd: 500, gbp: 399 }, { usd: 650 }, { usd: 1200, gbp: 949 }, { usd: 1200 }]);
    expect([...own.keys()]).toEqual([500]);
    expect(localizePricesInText("From $500, $650 or $1,200 a month; a client saved $34.37.", "UK", own)).toBe(
      "From £399, ≈\u00a0£500 or ≈\u00a0£900 a month; a client saved $34.37.",
    );
  });
});

describe("SEO", () => {
  test.each<[SeoPackageId, number, number, number]>([
    ["starter", 500, 375, 425],
    ["growth", 650, 500, 550],
    ["pro", 1200, 900, 1050],
  ])("the %s package costs $%s, £%s, €%s a month", (pkg, usd, gbp, eur) => {
    const s = only("seo", "seo", { mode: "package", package: pkg });
    expect([estimate(s, "USD").monthlyTotal, estimate(s, "GBP").monthlyTotal, estimate(s, "EUR").monthlyTotal]).toEqual([usd, gbp, eur]);
    expect(estimate(s, "USD").oneOffTotal).toBe(0);
  });

  test.each<[number, number, number, SeoPackageId]>([
    [10, 5, 1, "starter"],
    [11, 5, 1, "growth"],
    [10, 6, 1, "growth"],
    [10, 5, 2, "growth"],
    [25, 10, 3, "growth"],
    [26, 10, 3, "pro"],
    [1, 1, 4, "pro"],
    [50, 20, 5, "pro"],
  ])("%s keywords, %s pages, %s locations are priced as %s", (keywords, pages, locations, expected) => {
    expect(seoPackageForScope({ keywords, pages, locations })).toBe(expected);
    const byScope = only("seo", "seo", { mode: "custom", keywords, pages, locations });
    const byPackage = only("seo", "seo", { mode: "package", package: expected });
    expect(estimate(byScope, "USD").monthlyTotal).toBe(estimate(byPackage, "USD").monthlyTotal);
  });
});

describe("Google Ads", () => {
  test.each<[CurrencyCode, number, string]>([
    ["USD", 0, "starter"],
    ["USD", 3000, "starter"],
    ["USD", 3001, "growth"],
    ["USD", 8000, "growth"],
    ["USD", 8001, "scale"],
    ["GBP", 2250, "starter"],
    ["GBP", 2251, "growth"],
    ["GBP", 6000, "growth"],
    ["GBP", 6001, "scale"],
    ["EUR", 2600, "starter"],
    ["EUR", 2601, "growth"],
    ["EUR", 6900, "growth"],
    ["EUR", 6901, "scale"],
  ])("in %s an ad spend of %s is the %s tier", (currency, spend, tier) => {
    expect(adsTierForSpend(spend, currency)).toBe(tier);
  });

  test.each<[string, CurrencyCode, Partial<Selection["ads"]>, [string, number][], number]>([
    ["one Starter campaign is the fee alone", "USD", { spend: 2000 }, [["Starter management", 400]], 400],
    [
      "each extra campaign adds 15% of the tier fee",
      "USD",
      { spend: 5000, campaigns: 3 },
      [
        ["Growth management", 799],
        ["2 extra campaigns", 240],
      ],
      1039,
    ],
    ["three campaign types add nothing", "USD", { spend: 2000, types: ["search", "pmax", "display"] }, [["Starter management", 400]], 400],
    [
      "more than three types add 10% of the fee so far",
      "USD",
      { spend: 5000, campaigns: 3, types: ["search", "pmax", "display", "youtube"] },
      [
        ["Growth management", 799],
        ["2 extra campaigns", 240],
        ["4 campaign types", 104],
      ],
      1143,
    ],
    [
      "percentages apply in the visitor's currency",
      "GBP",
      { spend: 5000, campaigns: 3, types: ["search", "pmax", "display", "youtube", "shopping"] },
      [
        ["Growth management", 600],
        ["2 extra campaigns", 180],
        ["5 campaign types", 78],
      ],
      858,
    ],
    [
      "Scale in euros",
      "EUR",
      { spend: 20000, campaigns: 2 },
      [
        ["Scale management", 1100],
        ["1 extra campaign", 165],
      ],
      1265,
    ],
  ])("%s", (_name, currency, patch, lines, total) => {
    const e = estimate(only("google-ads", "ads", { types: ["search"] as AdsCampaignType[], ...patch }), currency);
    expect(amounts(e)).toEqual(lines);
    expect(e.monthlyTotal).toBe(total);
  });
});

describe("web development", () => {
  test.each<[WebPlatform, number, boolean, string, number, number]>([
    ["wordpress", 5, false, "wordpress-starter", 0, 600],
    ["wordpress", 6, false, "wordpress-business", 0, 1200],
    ["wordpress", 10, false, "wordpress-business", 0, 1200],
    ["wordpress", 11, false, "wordpress-business", 1, 1320],
    ["wordpress", 3, true, "wordpress-ecommerce", 0, 1500],
    ["wordpress", 12, true, "wordpress-ecommerce", 2, 1800],
    ["shopify", 5, false, "shopify-starter", 0, 750],
    ["shopify", 10, false, "shopify-business", 0, 1499],
    ["shopify", 20, false, "shopify-advanced", 0, 2499],
    ["shopify", 21, false, "shopify-advanced", 1, 2624],
    ["bigcommerce", 8, true, "bigcommerce-business", 0, 1600],
    ["bigcommerce", 25, true, "bigcommerce-advanced", 5, 3499],
    ["custom", 5, false, "full-stack-site", 0, 999],
    ["custom", 5, true, "custom-business", 0, 2499],
    ["custom", 15, true, "custom-advanced", 0, 4999],
    ["custom", 30, false, "custom-advanced", 10, 7499],
  ])("%s, %s pages, shop %s: %s with %s extra pages, $%s", (platform, pages, shop, tier, extraPages, total) => {
    const web = { ...defaultSelection().web, platform, pages, shop };
    expect(webTierFor(web).id).toBe(tier);
    const e = estimate(only("web-development", "web", web), "USD");
    expect(e.lines.filter((l) => l.label.includes("extra page")).map((l) => l.label)).toEqual(
      extraPages ? [`${extraPages} extra ${extraPages === 1 ? "page" : "pages"}`] : [],
    );
    expect(e.oneOffTotal).toBe(total);
    expect(e.monthlyTotal).toBe(0);
  });

  test.each<[CurrencyCode, number, WebCarePlan, number]>([
    ["USD", 3, "basic", 600 + 300 + 200],
    ["GBP", 3, "standard", 450 + 225 + 375],
    ["EUR", 3, "premium", 525 + 255 + 700],
    ["EUR", 0, "none", 525],
  ])("in %s, %s integrations and the %s care plan add to the build", (currency, integrations, care, total) => {
    expect(estimate(only("web-development", "web", { integrations, care }), currency).oneOffTotal).toBe(total);
  });
});

describe("AI development", () => {
  test.each<[AiProjectType, AiScope, AiScope, number, number]>([
    ["integration", "starter", "starter", 2000, 1700],
    ["integration", "business", "business", 5500, 4700],
    ["app", "starter", "business", 5500, 4700],
    ["agentic", "starter", "business", 5500, 4700],
    ["agentic", "enterprise", "enterprise", 12000, 10250],
  ])("a %s project at %s scope is priced at %s: $%s, €%s", (type, scope, priced, usd, eur) => {
    expect(aiScopeFor({ type, scope })).toBe(priced);
    const s = only("ai-development", "ai", { type, scope });
    expect(estimate(s, "USD").oneOffTotal).toBe(usd);
    expect(estimate(s, "EUR").oneOffTotal).toBe(eur);
  });
});

describe("dedicated resources", () => {
  test.each<[TeamRole, TeamLevel, TeamHours, number, number, number]>([
    ["virtual-assistant", "junior", "part", 400, 300, 350],
    ["data-entry-specialist", "junior", "full", 800, 600, 700],
    ["web-developer", "mid", "full", 1800, 1350, 1550],
    ["seo-specialist", "mid", "part", 900, 675, 775],
    ["full-stack-developer", "senior", "full", 3500, 2600, 3000],
    ["google-ads-expert", "senior", "part", 1500, 1150, 1300],
  ])("a %s (%s, %s-time) costs $%s, £%s, €%s a month", (role, level, hours, usd, gbp, eur) => {
    expect([
      teamMemberPrice(role, { level, hours }, "USD"),
      teamMemberPrice(role, { level, hours }, "GBP"),
      teamMemberPrice(role, { level, hours }, "EUR"),
    ]).toEqual([usd, gbp, eur]);
  });

  test.each([
    [0, 0],
    [1, 0],
    [2, 5],
    [3, 10],
    [4, 10],
    [5, 15],
    [7, 15],
    [8, 20],
    [20, 20],
  ])("%s people get a %s%% team discount", (people, percent) => {
    expect(teamDiscountPercent(people)).toBe(percent);
  });

  const team = (lines: Partial<Record<TeamRole, Partial<Selection["team"][TeamRole]>>>): Selection => {
    const s = defaultSelection();
    s.services = ["dedicated-resources"];
    for (const role of Object.keys(s.team) as TeamRole[]) s.team[role] = { ...s.team[role], count: 0, ...lines[role] };
    return s;
  };

  test.each<[string, CurrencyCode, Selection, [string, number][], number]>([
    ["one person has no discount", "USD", team({ "web-developer": { count: 1 } }), [["1 × Web Developer", 1000]], 1000],
    [
      "part-timers count as people",
      "USD",
      team({ "web-developer": { count: 1 }, "virtual-assistant": { count: 1, hours: "part" } }),
      [
        ["1 × Web Developer", 1000],
        ["1 × Virtual Assistant", 400],
        ["Team discount, 2 people", -70],
      ],
      1330,
    ],
    [
      "three people get 10%",
      "GBP",
      team({ "web-developer": { count: 3 } }),
      [
        ["3 × Web Developer", 2250],
        ["Team discount, 3 people", -225],
      ],
      2025,
    ],
    [
      "five people get 15%",
      "EUR",
      team({ "seo-specialist": { count: 2, level: "mid" }, "graphic-designer": { count: 3 } }),
      [
        ["3 × Graphic Designer", 2550],
        ["2 × SEO Specialist", 3100],
        ["Team discount, 5 people", -848],
      ],
      4802,
    ],
    [
      "eight people get the 20% maximum",
      "USD",
      team({ "full-stack-developer": { count: 8, level: "senior" } }),
      [
        ["8 × Full-Stack Developer", 28000],
        ["Team discount, 8 people", -5600],
      ],
      22400,
    ],
    ["nobody means no lines", "USD", team({}), [], 0],
  ])("%s", (_name, currency, selection, lines, total) => {
    const e = estimate(selection, currency);
    expect(amounts(e)).toEqual(lines);
    expect(e.monthlyTotal).toBe(total);
  });
});

describe("totals", () => {
  test("monthly and one-off totals are the sums of their lines; the first year adds twelve months", () => {
    const s = defaultSelection();
    s.services = [...PRICED_SERVICES];
    const e = estimate(s, "USD");
    expect(e.monthlyTotal).toBe(500 + 400 + 1000);
    expect(e.oneOffTotal).toBe(600 + 2000);
    expect(e.firstYearTotal).toBe(2600 + 12 * 1900);
    expect(e.lines.map((l) => l.service)).toEqual(["seo", "google-ads", "web-development", "ai-development", "dedicated-resources"]);
  });

  test("no service means an empty estimate", () => {
    expect(estimate(defaultSelection(), "GBP")).toEqual({ currency: "GBP", lines: [], monthlyTotal: 0, oneOffTotal: 0, firstYearTotal: 0 });
  });
});
