import { listPrice } from "../../shared/pricing/currency";
import { CODE_PRICES } from "../../shared/pricing/own-prices";
import { describe, expect, test } from "vitest";
import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { caseStudyMetaDe } from "../../server/db/seed-content/case-study-meta.de";
import { caseStudyMetaEn } from "../../server/db/seed-content/case-study-meta.en";
import { type ServiceDetail, formatPackagePrice, serviceDetailWith, serviceFacts } from "../../shared/content/service-details";
import { serviceTextDe } from "../../shared/i18n/pages/service-details.de";
import { serviceTextEn } from "../../shared/i18n/pages/service-details.en";
import { type ServiceSlug, services } from "../../shared/content/services";
import { SERVICE_SLUGS } from "../../shared/content/service-slugs";
import { de } from "../../shared/i18n/de";
import { fromPrice } from "../../shared/pricing/from-prices";
import type { PricedService } from "../../shared/pricing/selection";

// The typed content behind the service and case-study pages.

const allText = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value) || (value && typeof value === "object")
      ? Object.values(value).flatMap(allText)
      : [];

// Each service's facts with its English words; the German words must fit the same facts.
const serviceDetails = Object.fromEntries(
  services.map((s) => [s.slug, serviceDetailWith(serviceFacts[s.slug], serviceTextEn[s.slug])]),
) as Record<ServiceSlug, ServiceDetail>;

describe("service content", () => {
  test("the route table's service addresses are the services, in their order", () => {
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
  });

  test("every service has its page content", () => {
    for (const s of services) expect(serviceDetails[s.slug].slug).toBe(s.slug);
  });

  test.each(services.filter((s) => s.priceFromUsd !== null).map((s) => [s.slug, s] as const))(
    "%s: the card's 'from' price is what the calculator starts at and the cheapest package on its page",
    (slug, service) => {
      expect(fromPrice(slug as PricedService, "USD").amount).toBe(service.priceFromUsd);
      const packages = serviceDetails[service.slug].packages;
      if (packages.length > 0) expect(Math.min(...packages.map((p) => listPrice(CODE_PRICES[p.price], "USD")))).toBe(service.priceFromUsd);
    },
  );

  test("package prices read as visitors expect", () => {
    expect(formatPackagePrice({ price: 1200, billing: "month" })).toBe("$1,200/month");
    expect(formatPackagePrice({ price: 400, billing: "month", plusAdSpend: true })).toBe("$400/month + ad spend");
    expect(formatPackagePrice({ price: 12000, billing: "project", isMinimum: true })).toBe("$12,000+/project");
    expect(formatPackagePrice({ price: 600, billing: "one-off" })).toBe("$600 one-time");
    expect(formatPackagePrice({ price: 1200, billing: "month" }, "DE", de.common).replace(/\u00a0/g, " ")).toBe("≈ 1.050 €/Monat");
  });

  test("the German words describe the same packages, roles and number of answers as the English ones", () => {
    for (const s of services) {
      const english = serviceTextEn[s.slug];
      const german = serviceTextDe[s.slug];
      expect(() => serviceDetailWith(serviceFacts[s.slug], german), s.slug).not.toThrow();
      expect(
        german.packages.map((p) => p.includes.length),
        s.slug,
      ).toEqual(english.packages.map((p) => p.includes.length));
      expect(german.faqs.length, s.slug).toBe(english.faqs.length);
      expect(german.process.length, s.slug).toBe(english.process.length);
      expect(german.roles?.length, s.slug).toBe(english.roles?.length);
    }
  });

  test("a package list of the wrong length is refused, not paired up with the wrong prices", () => {
    expect(() => serviceDetailWith(serviceFacts.seo, { ...serviceTextEn.seo, packages: serviceTextEn.seo.packages.slice(1) })).toThrow(
      /seo/,
    );
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
        const study = caseStudies.find((c) => c.slug === slug) ?? null;
        expect(study, slug).not.toBeNull();
        if (!detail.relatedNote) expect([study!.service, ...(study!.secondaryServices ?? [])], slug).toContain(detail.slug);
      }
    }
    expect(serviceDetails["ai-development"].relatedNote).toMatch(/not published an AI case study/);
  });

  test("no service copy is empty, placeholder or a to-do, in either language", () => {
    const german = services.map((s) => serviceDetailWith(serviceFacts[s.slug], serviceTextDe[s.slug]));
    for (const detail of [...Object.values(serviceDetails), ...german]) {
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
        expect(caseStudies.find((c) => c.slug === slug) ?? null, `${study.slug} → ${slug}`).not.toBeNull();
        expect(slug).not.toBe(study.slug);
      }
    }
  });
});
