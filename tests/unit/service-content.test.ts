import { describe, expect, test } from "vitest";
import { caseStudies, getCaseStudy } from "../../shared/content/case-studies";
import { caseStudyMetaDe } from "../../shared/i18n/pages/case-study-meta.de";
import { caseStudyMetaEn } from "../../shared/i18n/pages/case-study-meta.en";
import { formatPackagePrice, serviceDetails, teamDiscounts } from "../../shared/content/service-details";
import { services } from "../../shared/content/services";
import { teamDiscountPercent } from "../../shared/pricing/estimate";
import { fromPrice } from "../../shared/pricing/from-prices";
import type { PricedService } from "../../shared/pricing/selection";

// The typed content behind the service and case-study pages.

const allText = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value) || (value && typeof value === "object")
      ? Object.values(value).flatMap(allText)
      : [];

describe("service content", () => {
  test("every service has its page content", () => {
    for (const s of services) expect(serviceDetails[s.slug].slug).toBe(s.slug);
  });

  test.each(services.filter((s) => s.priceFromUsd !== null).map((s) => [s.slug, s] as const))(
    "%s: the card's 'from' price is what the calculator starts at and the cheapest package on its page",
    (slug, service) => {
      expect(fromPrice(slug as PricedService, "USD").amount).toBe(service.priceFromUsd);
      const packages = serviceDetails[service.slug].packages;
      if (packages.length > 0) expect(Math.min(...packages.map((p) => p.priceUsd))).toBe(service.priceFromUsd);
    },
  );

  test("package prices read as visitors expect", () => {
    expect(formatPackagePrice({ priceUsd: 1200, billing: "month" })).toBe("$1,200/month");
    expect(formatPackagePrice({ priceUsd: 400, billing: "month", plusAdSpend: true })).toBe("$400/month + ad spend");
    expect(formatPackagePrice({ priceUsd: 12000, billing: "project", isMinimum: true })).toBe("$12,000+/project");
    expect(formatPackagePrice({ priceUsd: 600, billing: "one-off" })).toBe("$600 one-time");
  });

  test("the team discounts the page lists are the ones the calculator gives", () => {
    expect(teamDiscounts.length).toBeGreaterThan(0);
    for (const { teamSize, discount } of teamDiscounts) {
      const people = Number.parseInt(teamSize, 10);
      const percent = Number.parseInt(discount, 10);
      expect(teamDiscountPercent(people), teamSize).toBe(percent);
      expect(teamDiscountPercent(people - 1), `${people - 1} people`).toBeLessThan(percent);
    }
  });

  test("each priced service marks one package as the most popular", () => {
    for (const detail of Object.values(serviceDetails)) {
      if (detail.packages.length > 0)
        expect(
          detail.packages.filter((p) => p.isPopular),
          detail.slug,
        ).toHaveLength(1);
    }
  });

  test("related case studies are canonical studies of the same service (AI says it borrows web work)", () => {
    for (const detail of Object.values(serviceDetails)) {
      for (const slug of detail.relatedCaseStudies) {
        const study = getCaseStudy(slug);
        expect(study, slug).not.toBeNull();
        if (!detail.relatedNote) expect([study!.service, ...(study!.secondaryServices ?? [])], slug).toContain(detail.slug);
      }
    }
    expect(serviceDetails["ai-development"].relatedNote).toMatch(/not published an AI case study/);
  });

  test("no service copy is empty, placeholder or a to-do", () => {
    for (const detail of Object.values(serviceDetails)) {
      expect(detail.faqs.length, detail.slug).toBeGreaterThanOrEqual(4);
      expect(detail.process.length, detail.slug).toBeGreaterThanOrEqual(3);
      for (const line of allText(detail)) {
        expect(line.trim().length, detail.slug).toBeGreaterThan(1);
        expect(line, detail.slug).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
      }
    }
  });
});

describe("case-study content", () => {
  test("titles, meta titles and descriptions are unique in each language; related studies exist and are not the study itself", () => {
    expect(new Set(caseStudies.map((c) => c.title)).size).toBe(caseStudies.length);
    for (const meta of [caseStudyMetaEn, caseStudyMetaDe]) {
      for (const key of ["title", "description"] as const) {
        expect(new Set(caseStudies.map((c) => meta[c.slug][key])).size, key).toBe(caseStudies.length);
      }
    }
    for (const study of caseStudies) {
      for (const slug of study.related) {
        expect(getCaseStudy(slug), `${study.slug} → ${slug}`).not.toBeNull();
        expect(slug).not.toBe(study.slug);
      }
    }
  });
});
