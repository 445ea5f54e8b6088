import { CODE_PRICES } from "../../shared/pricing/own-prices";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { currencyForRegion, listPrice } from "../../shared/pricing/currency";
import { estimate } from "../../shared/pricing/estimate";
import { PRICED_SERVICES, parseSelection, type PricedService } from "../../shared/pricing/selection";
import {
  answersToParams,
  BUDGET_BANDS,
  budgetLabel,
  BUSINESS_TYPES,
  GOALS,
  parseAnswers,
  resolveStep,
  TIMELINES,
  type BudgetBand,
  type Goal,
  type WizardAnswers,
} from "../../shared/recommendation/answers";
import { isComplete, recommend, type CompleteAnswers } from "../../shared/recommendation/recommend";
import { wizardMessage } from "../../shared/recommendation/wizard-message";
import { LeadSchema } from "../../shared/schemas/lead";
import { wizardLeadFields } from "../../client/features/onboarding-wizard/wizard-contact-form";

const answers = (patch: Partial<CompleteAnswers> = {}): CompleteAnswers => ({
  business: "agency",
  goal: "traffic",
  interests: [],
  budget: "medium",
  timeline: "quarter",
  ...patch,
});

describe("recommend", () => {
  test.each<[Goal, PricedService]>([
    ["traffic", "seo"],
    ["leads", "google-ads"],
    ["website", "web-development"],
    ["ai", "ai-development"],
    ["capacity", "dedicated-resources"],
  ])("the goal '%s' puts %s first", (goal, service) => {
    const r = recommend(answers({ goal }), "US");
    expect(r.services[0]!.slug).toBe(service);
    expect(r.suggestedPackage.service).toBe(service);
    expect(r.services[0]!.href).toBe(`/services/${service}`);
  });

  test.each<[Goal, BudgetBand, string, string]>([
    ["traffic", "small", "Starter SEO package", "$500/month"],
    ["traffic", "medium", "Growth SEO package", "$650/month"],
    ["traffic", "large", "Pro SEO package", "$1,200/month"],
    ["traffic", "xlarge", "Pro SEO package", "$1,200/month"],
    ["leads", "small", "Google Ads Starter management", "$400/month"],
    ["leads", "medium", "Google Ads Growth management", "$799/month"],
    ["leads", "large", "Google Ads Scale management", "$1,299/month"],
    ["website", "small", "WordPress Starter website", "$600 one-off"],
    ["website", "medium", "WordPress Business website", "$1,200 one-off"],
    ["website", "large", "Custom Business website", "$2,499 one-off"],
    ["website", "xlarge", "Custom Advanced website", "$4,999 one-off"],
    ["ai", "small", "AI Starter project", "$2,000 one-off"],
    ["ai", "medium", "AI Starter project", "$2,000 one-off"],
    ["ai", "large", "AI Business project", "$5,500 one-off"],
    ["ai", "xlarge", "AI Enterprise project", "$12,000 one-off"],
    ["capacity", "small", "1 part-time junior Web Developer", "$500/month"],
    ["capacity", "medium", "1 full-time mid-level Web Developer", "$1,800/month"],
    ["capacity", "large", "A team of 3: full-time mid-level Web Developers", "$4,860/month"],
    ["capacity", "xlarge", "A team of 5: full-time mid-level Web Developers", "$7,650/month"],
  ])("goal %s with a %s budget suggests %s at %s", (goal, budget, name, price) => {
    expect(recommend(answers({ goal, budget }), "US").suggestedPackage).toMatchObject({ name, priceText: price });
  });

  test.each<[Goal, BudgetBand]>(
    (["traffic", "leads", "capacity"] as Goal[]).flatMap((goal) =>
      (["small", "medium", "large"] as BudgetBand[]).map((b): [Goal, BudgetBand] => [goal, b]),
    ),
  )("a monthly package for goal %s stays within the %s budget, in every currency", (goal, budget) => {
    for (const region of ["US", "UK", "DE"] as const) {
      const r = recommend(answers({ goal, budget }), region);
      const currency = currencyForRegion(region);
      const alone = estimate({ ...r.selection, services: [r.suggestedPackage.service] }, currency);
      expect(alone.monthlyTotal).toBeLessThanOrEqual(listPrice(BUDGET_BANDS[budget].toUsd!, currency));
    }
  });

  test.each<[string, Partial<CompleteAnswers>, PricedService[]]>([
    [
      "goal first, then the services of interest",
      { goal: "leads", interests: ["seo", "web-development"] },
      ["google-ads", "seo", "web-development"],
    ],
    [
      "a service of interest equal to the goal is not repeated",
      { goal: "traffic", interests: ["seo", "google-ads"] },
      ["seo", "google-ads"],
    ],
    [
      "at most three services",
      { goal: "ai", interests: ["seo", "google-ads", "web-development", "dedicated-resources"] },
      ["ai-development", "seo", "google-ads"],
    ],
    ["no services of interest: the goal's service alone", { goal: "website", interests: [] }, ["web-development"]],
    [
      "a consultant also gets a dedicated specialist",
      { business: "consultant", goal: "traffic", interests: ["google-ads"] },
      ["seo", "google-ads", "dedicated-resources"],
    ],
    [
      "unless three services are chosen already",
      { business: "consultant", goal: "traffic", interests: ["google-ads", "web-development"] },
      ["seo", "google-ads", "web-development"],
    ],
  ])("%s", (_name, patch, expected) => {
    expect(recommend(answers(patch), "UK").services.map((s) => s.slug)).toEqual(expected);
  });

  test("services after the first start at their entry level", () => {
    const r = recommend(answers({ goal: "leads", budget: "xlarge", interests: ["seo", "ai-development"] }), "US");
    expect(r.services.map((s) => s.packageName)).toEqual(["Google Ads Scale management", "Starter SEO package", "AI Starter project"]);
  });

  test.each<[PricedService[], Goal, string]>([
    [["seo"], "capacity", "SEO Specialist"],
    [["google-ads"], "capacity", "Google Ads Expert"],
    [["ai-development"], "capacity", "Full-Stack Developer"],
    [[], "capacity", "Web Developer"],
  ])("a dedicated team for interests %j is made of %s", (interests, goal, role) => {
    const r = recommend(answers({ goal, interests }), "US");
    expect(r.services.find((s) => s.slug === "dedicated-resources")!.packageName).toContain(role);
  });

  test("the reasons name the goal, the budget in the visitor's currency, the business and the timeline", () => {
    const r = recommend(
      answers({ goal: "traffic", budget: "medium", business: "studio", timeline: "asap", interests: ["google-ads"] }),
      "UK",
    );
    expect(r.reasons).toEqual([
      expect.stringContaining("organic search traffic"),
      "For a budget of £750 to £2,250 a month, we suggest the Growth SEO package at ≈\u00a0£500/month.",
      "You also asked about White-Label Google Ads, so we added it at the entry level.",
      expect.stringContaining("your studio"),
      expect.stringContaining("30-minute strategy call"),
    ]);
    const unsure = recommend(answers({ interests: [], timeline: "exploring" }), "DE");
    expect(unsure.reasons).toContain(
      "Not sure which services you need yet? Start with the one that serves your main goal; we'll suggest more on the call.",
    );
    expect(unsure.reasons.at(-1)).toContain("prefilled calculator");
  });

  test("the calculator link is prefilled with the recommended services and packages", () => {
    fc.assert(
      fc.property(
        fc.record({
          business: fc.constantFrom(...(Object.keys(BUSINESS_TYPES) as (keyof typeof BUSINESS_TYPES)[])),
          goal: fc.constantFrom(...(Object.keys(GOALS) as Goal[])),
          interests: fc.subarray([...PRICED_SERVICES]),
          budget: fc.constantFrom(...(Object.keys(BUDGET_BANDS) as BudgetBand[])),
          timeline: fc.constantFrom(...(Object.keys(TIMELINES) as (keyof typeof TIMELINES)[])),
        }),
        fc.constantFrom("US", "UK", "DE" as const),
        (a, region) => {
          const r = recommend(a, region);
          expect(r.calculatorHref.startsWith("/pricing-calculator?")).toBe(true);
          const prefilled = parseSelection(new URLSearchParams(r.calculatorHref.split("?")[1]));
          expect(prefilled.services).toEqual(PRICED_SERVICES.filter((s) => r.services.some((x) => x.slug === s)));
          const currency = currencyForRegion(region);
          expect(estimate(prefilled, currency)).toEqual(estimate(r.selection, currency));
          expect(r.services.length).toBeGreaterThanOrEqual(1);
          expect(r.services.length).toBeLessThanOrEqual(3);
          expect(r.reasons.length).toBeGreaterThanOrEqual(4);
          // The lead built from these answers passes the shared schema (lengths included).
          const lead = { email: "a@b.example", ...wizardLeadFields(a, region, "https://agency.test", CODE_PRICES) };
          expect(LeadSchema.safeParse(lead).success).toBe(true);
        },
      ),
    );
  });
});

describe("wizard answers in the address", () => {
  test("round trip, ignoring unknown values", () => {
    const a: WizardAnswers = { business: "studio", goal: "ai", interests: ["seo", "ai-development"], budget: "large", timeline: "half" };
    expect(answersToParams(a, 4).toString()).toBe(
      "step=4&business=studio&goal=ai&interest=seo&interest=ai-development&budget=large&timeline=half",
    );
    expect(parseAnswers(answersToParams(a, 4))).toEqual(a);
    expect(parseAnswers(new URLSearchParams("business=pirate&goal=__proto__&interest=n8n-automations&budget=toString"))).toEqual({
      business: null,
      goal: null,
      interests: [],
      budget: null,
      timeline: null,
    });
  });

  const partial = (q: string) => parseAnswers(new URLSearchParams(q));
  test.each([
    ["step=1", "", 1, false],
    ["step=abc", "", 1, false],
    ["step=0", "business=agency", 1, false],
    ["step=2", "business=agency", 2, false],
    ["step=3", "business=agency", 2, true],
    ["step=3", "business=agency&goal=ai", 3, false],
    ["step=4", "business=agency&goal=ai", 4, false],
    ["step=5", "business=agency&goal=ai", 4, true],
    ["step=6", "business=agency&goal=ai&budget=small", 5, true],
    ["step=6", "business=agency&goal=ai&budget=small&timeline=asap", 6, false],
    ["step=99", "business=agency&goal=ai&budget=small&timeline=asap", 6, false],
  ])("%s with %s shows step %s (blocked: %s)", (stepQuery, answerQuery, step, isBlocked) => {
    expect(resolveStep(new URLSearchParams(stepQuery).get("step"), partial(answerQuery))).toEqual({ step, isBlocked });
  });

  test.each([
    ["small", "US", "Under $1,000 a month"],
    ["medium", "UK", "£750 to £2,250 a month"],
    ["large", "DE", "2.600\u00a0€ to 6.900\u00a0€ a month"],
    ["xlarge", "US", "Over $8,000 a month"],
  ] as const)("budget %s in %s reads '%s'", (band, region, label) => {
    expect(budgetLabel(band, region)).toBe(label);
  });

  test("isComplete needs every required answer, not the services of interest", () => {
    expect(isComplete(answers({ interests: [] }))).toBe(true);
    expect(isComplete({ ...answers(), timeline: null })).toBe(false);
  });
});

describe("the wizard lead's message", () => {
  test("carries every answer, the plan and links to the calculator and the answers", () => {
    const a = answers({ goal: "leads", interests: ["seo"], budget: "large", timeline: "asap" });
    const r = recommend(a, "UK");
    const message = wizardMessage(a, r, "UK", "https://agency.test");
    expect(message).toContain("Business: Digital or marketing agency");
    expect(message).toContain("Main goal: Get leads from paid search ads");
    expect(message).toContain("Services of interest: SEO");
    expect(message).toContain("Monthly budget: £2,250 to £6,000 a month");
    expect(message).toContain("Timeline: As soon as possible");
    expect(message).toContain("- White-Label Google Ads: Google Ads Scale management, ≈\u00a0£975/month");
    expect(message).toContain("Suggested package: Google Ads Scale management (≈\u00a0£975/month)");
    expect(message).toContain(`Calculator link: https://agency.test${r.calculatorHref}`);
    expect(message).toContain(
      "Answers link: https://agency.test/onboarding-wizard?step=6&business=agency&goal=leads&interest=seo&budget=large&timeline=asap",
    );
  });
});
