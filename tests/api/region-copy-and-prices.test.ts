import type { HTMLElement } from "node-html-parser";
import request from "supertest";
import { claimsDe } from "../../shared/i18n/pages/claims.de";
import { claimsEn } from "../../shared/i18n/pages/claims.en";
import { describe, expect, test } from "vitest";
import type { RegionCode } from "../../shared/constants";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { blogDe } from "../../shared/i18n/pages/blog.de";
import { blogEn } from "../../shared/i18n/pages/blog.en";
import { calculatorDe } from "../../shared/i18n/pages/calculator.de";
import { calculatorEn } from "../../shared/i18n/pages/calculator.en";
import { caseStudiesDe } from "../../shared/i18n/pages/case-studies.de";
import { caseStudiesEn } from "../../shared/i18n/pages/case-studies.en";
import { contactDe } from "../../shared/i18n/pages/contact.de";
import { contactEn } from "../../shared/i18n/pages/contact.en";
import { contentBlocksDe } from "../../shared/i18n/pages/content-blocks.de";
import { contentBlocksEn } from "../../shared/i18n/pages/content-blocks.en";
import { aboutDe } from "../../shared/i18n/pages/about.de";
import { aboutEn } from "../../shared/i18n/pages/about.en";
import { englishBodyDe } from "../../shared/i18n/pages/english-body.de";
import { estimateDe } from "../../shared/i18n/pages/estimate.de";
import { estimateEn } from "../../shared/i18n/pages/estimate.en";
import { newsletterDe } from "../../shared/i18n/pages/newsletter.de";
import { newsletterEn } from "../../shared/i18n/pages/newsletter.en";
import { legalDe } from "../../shared/i18n/pages/legal.de";
import { legalEn } from "../../shared/i18n/pages/legal.en";
import { securityDe } from "../../shared/i18n/pages/security.de";
import { securityEn } from "../../shared/i18n/pages/security.en";
import { servicePageDe } from "../../shared/i18n/pages/service-page.de";
import { servicePageEn } from "../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../shared/i18n/pages/service-summaries.en";
import { serviceTextDe } from "../../shared/i18n/pages/service-details.de";
import { serviceTextEn } from "../../shared/i18n/pages/service-details.en";
import { seoAuditDe } from "../../shared/i18n/pages/seo-audit.de";
import { seoAuditEn } from "../../shared/i18n/pages/seo-audit.en";
import { wizardDe } from "../../shared/i18n/pages/wizard.de";
import { wizardEn } from "../../shared/i18n/pages/wizard.en";
import { regionPath } from "../../shared/region-addresses";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// docs/decisions/0017-copy-per-language-and-currency.md: a German visitor reads German UI
// text, and every region sees prices in its own currency only. The region is the page's
// address (docs/decisions/0016-regions-as-addresses.md): "/" for the US, "/uk/..." and "/de/...".

/** What a visitor reads: the body's text without scripts, styles and the data block. */
function visibleText(doc: HTMLElement): string {
  const body = doc.querySelector("body");
  if (!body) throw new Error("no body");
  for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return body.textContent.replace(/\s+/g, " ");
}

const MINUTES = 30;

/** Short UI strings of the English copy that a German home page must not show (nav, buttons, stats, form, footer). */
const englishUi = [
  en.nav.services,
  en.nav.findService,
  en.nav.calculator,
  en.nav.about,
  en.nav.bookCall,
  en.home.findService,
  ...Object.values(claimsEn.labels).filter((label) => label !== claimsEn.labels.subscribers),
  en.home.servicesIntro,
  en.home.cards.seo.title,
  en.home.cards["web-development"].title,
  en.home.cards["ai-development"].features[0],
  en.home.explore(en.home.cards.seo.title),
  en.home.dedicated.claim,
  en.home.dedicated.explore,
  en.home.call.title(MINUTES),
  en.home.teamTitle,
  en.home.newsletterButton,
  en.homeForm.fullName,
  en.homeForm.email,
  en.homeForm.phone,
  en.homeForm.agencyName,
  en.homeForm.primaryService,
  en.homeForm.selectService,
  en.homeForm.submit,
  en.footer.findUsOn,
  en.footer.networkingPartners,
  en.footer.rights,
  en.footer.privacyPolicy,
  en.footer.termsOfService,
  en.footer.cookieSettings,
  en.common.skipToContent,
  en.common.honeypot,
  "24hr",
];

const germanUi = [
  de.nav.services,
  de.nav.calculator,
  de.nav.bookCall,
  de.home.findService,
  claimsDe.labels.agencies,
  de.home.cards.seo.title,
  de.home.dedicated.claim,
  de.homeForm.fullName,
  de.homeForm.submit,
  de.footer.privacyPolicy,
  de.footer.cookieSettings,
  de.common.skipToContent,
  de.common.honeypot,
  "24 Std.",
];

// Every test here only reads pages: one app serves them all.
const { app } = await createTestApp();

describe("the German home page", () => {
  const page = async (region: RegionCode = "US") => {
    const res = await request(app).get(regionPath(region, "/"));
    expect(res.status).toBe(200);
    return visibleText(parseHtml(res.text));
  };

  test("shows none of the English UI strings and their German equivalents instead", async () => {
    const text = await page("DE");
    expect(englishUi.length).toBeGreaterThanOrEqual(30);
    for (const phrase of englishUi) expect(text, phrase).not.toContain(phrase);
    for (const phrase of germanUi) expect(text, phrase).toContain(phrase);
  });

  test("the same English strings are what a US visitor reads, so the list checks real text", async () => {
    const text = await page();
    for (const phrase of englishUi) expect(text, phrase).toContain(phrase);
  });

  test("the UK reads the English copy too", async () => {
    const text = await page("UK");
    expect(text).toContain(en.home.findService);
    expect(text).not.toContain(de.home.findService);
  });
});

// Each region's own currency, and the prices in the other two that must not appear. A
// figure with cents ("$34.37 → $6.09" in a case study) is a client's reported result in
// its own currency, not one of our prices, so it is not counted.
const price = (sign: string) => new RegExp(`\\${sign}\\d[\\d,]*(?![.\\d])`);
const euros = /\d[\d.]*\s€/;
const CURRENCY: Record<RegionCode, { own: RegExp; others: RegExp[] }> = {
  US: { own: price("$"), others: [price("£"), euros, /\bEUR\b/, /\bGBP\b/] },
  UK: { own: price("£"), others: [price("$"), euros, /\bUSD\b/, /\bEUR\b/] },
  DE: { own: euros, others: [price("$"), price("£"), /\bUSD\b/, /\bGBP\b/] },
};

const PRICED_PAGES = [
  "/",
  "/services",
  "/services/seo",
  "/services/google-ads",
  "/services/web-development",
  "/services/ai-development",
  "/services/dedicated-resources",
  "/pricing-calculator?services=seo,google-ads,web-development,ai-development,dedicated-resources",
];

describe("prices in the region's currency only", () => {
  for (const region of ["US", "UK", "DE"] as const) {
    test(`${region}: every page that shows a price shows it in its own currency and no other`, async () => {
      for (const path of PRICED_PAGES) {
        const res = await request(app).get(regionPath(region, path));
        expect(res.status, path).toBe(200);
        const text = visibleText(parseHtml(res.text));
        expect(text, `${region} ${path}`).toMatch(CURRENCY[region].own);
        for (const other of CURRENCY[region].others) expect(text.match(other), `${region} ${path}`).toBeNull();
      }
    });
  }

  test("the home cards quote the same from prices in each currency and number format", async () => {
    const cards = async (region: RegionCode) => {
      const res = await request(app).get(regionPath(region, "/"));
      return parseHtml(res.text)
        .querySelectorAll('section[aria-labelledby="home-services"] li.card p.text-xl')
        .map((p) => p.textContent.trim().replace(/\u00a0/g, " "));
    };
    expect(await cards("US")).toEqual(["From $500/month", "From $400/month", "From $600", "From $2,000/project"]);
    expect(await cards("UK")).toEqual(["From ≈ £375/month", "From ≈ £300/month", "From ≈ £450", "From ≈ £1,500/project"]);
    expect(await cards("DE")).toEqual(["Ab ≈ 425 €/Monat", "Ab ≈ 350 €/Monat", "Ab ≈ 525 €", "Ab ≈ 1.700 €/Projekt"]);
  });
});

// The pages beyond the home page: each converted page's UI strings from its page copy
// module (shared/i18n/pages), which a German visitor must not see in English.
describe("German UI on the other pages", () => {
  const render = async (path: string, region: RegionCode = "US") => {
    const res = await request(app).get(regionPath(region, path));
    expect(res.status, path).toBe(200);
    return parseHtml(res.text);
  };

  const PAGES: { path: string; english: string[]; german: string[] }[] = [
    {
      path: "/contact",
      english: [
        contactEn.title,
        contactEn.detailsTitle,
        contactEn.hoursTitle,
        contactEn.form.service,
        contactEn.form.chooseRange,
        contactEn.form.submit,
      ],
      german: [contactDe.title, contactDe.detailsTitle, contactDe.form.service, contactDe.form.submit, "Unter 1.000 €"],
    },
    {
      path: "/pricing-calculator?s=seo&s=google-ads&s=web-development&s=ai-development&s=dedicated-resources",
      english: [
        calculatorEn.title,
        calculatorEn.choose,
        calculatorEn.yourEstimate,
        calculatorEn.firstYear,
        calculatorEn.getQuote,
        calculatorEn.seo.how,
        estimateEn.seoPackage("Starter SEO"),
        estimateEn.adSpendExcluded,
        estimateEn.aiTypes.integration,
        estimateEn.platforms.custom,
        estimateEn.carePlans.basic,
        estimateEn.roles["graphic-designer"],
        estimateEn.hours.full,
      ],
      german: [
        calculatorDe.title,
        calculatorDe.choose,
        calculatorDe.yourEstimate,
        calculatorDe.getQuote,
        "/Monat",
        estimateDe.seoPackage("Starter SEO"),
        estimateDe.adSpendExcluded,
        estimateDe.aiTypes.integration,
        estimateDe.carePlans.basic,
        estimateDe.roles["graphic-designer"],
      ],
    },
    {
      path: "/onboarding-wizard",
      english: [wizardEn.title, wizardEn.questions.business.title, wizardEn.businessTypes.agency, wizardEn.next, wizardEn.stepOf(1, 6)],
      german: [wizardDe.title, wizardDe.questions.business.title, wizardDe.businessTypes.agency, wizardDe.next, wizardDe.stepOf(1, 6)],
    },
    {
      path: "/seo-audit",
      english: [seoAuditEn.title, seoAuditEn.form.address, seoAuditEn.form.run, seoAuditEn.topics.title, seoAuditEn.ctaButton],
      german: [seoAuditDe.title, seoAuditDe.form.address, seoAuditDe.form.run, seoAuditDe.topics.title],
    },
    {
      path: "/blog",
      english: [blogEn.title, blogEn.search, blogEn.allPosts, blogEn.featured, blogEn.readArticle, blogEn.latest, " min read"],
      german: [blogDe.title, blogDe.allPosts, blogDe.featured, blogDe.readArticle, blogDe.minRead(5).split(" ")[1]!],
    },
    {
      path: "/blog/ai-solutions-business-growth-2025",
      english: [blogEn.backToBlog, blogEn.share, blogEn.summary, blogEn.topics, blogEn.cta.title, blogEn.cta.book],
      german: [blogDe.backToBlog, blogDe.share, blogDe.summary, blogDe.cta.title, englishBodyDe.note!],
    },
    {
      path: "/case-studies",
      english: [
        caseStudiesEn.list.title,
        caseStudiesEn.list.all,
        caseStudiesEn.card.read,
        caseStudiesEn.list.ctaTitle,
        // The cards' service tags, drawn in capitals on their covers.
        caseStudiesEn.services["dedicated-resources"].toUpperCase(),
        caseStudiesEn.services["web-development"].toUpperCase(),
      ],
      german: [
        caseStudiesDe.list.title,
        caseStudiesDe.list.all,
        caseStudiesDe.card.read,
        contentBlocksDe.bookStrategyCall,
        caseStudiesDe.services["dedicated-resources"].toUpperCase(),
      ],
    },
    {
      path: "/case-studies/seo-case-study",
      english: [caseStudiesEn.detail.atAGlance, caseStudiesEn.detail.challenge, caseStudiesEn.detail.all, contentBlocksEn.bookStrategyCall],
      german: [caseStudiesDe.detail.atAGlance, caseStudiesDe.detail.challenge, caseStudiesDe.detail.delivered, caseStudiesDe.detail.all],
    },
    {
      path: "/services/seo",
      english: [
        servicePageEn.packages.title,
        servicePageEn.packages.mostPopular,
        servicePageEn.packages.askAbout("Growth SEO"),
        servicePageEn.sections.whoFor,
        servicePageEn.sections.faq,
        serviceTextEn.seo.whoFor.intro,
        serviceTextEn.seo.faqs[0]!.question,
        servicePageEn.hero.askAbout(serviceSummariesEn.seo.name),
        servicePageEn.cta.readyText,
        serviceSummariesEn.seo.headline,
      ],
      german: [
        servicePageDe.packages.title,
        servicePageDe.packages.mostPopular,
        servicePageDe.sections.faq,
        servicePageDe.hero.askAbout(serviceSummariesDe.seo.name),
        serviceSummariesDe.seo.headline,
        serviceTextDe.seo.whoFor.intro,
        serviceTextDe.seo.faqs[0]!.question,
      ],
    },
    {
      path: "/services/dedicated-resources",
      english: [
        servicePageEn.dedicated.pricingTitle,
        servicePageEn.dedicated.teamSize,
        "2+ people",
        servicePageEn.dedicated.claims[0]!.label,
      ],
      german: [
        servicePageDe.dedicated.pricingTitle,
        servicePageDe.dedicated.teamSize,
        "2+ Personen",
        "5 %",
        servicePageDe.dedicated.claims[0]!.label,
      ],
    },
    {
      path: "/services/n8n-automations",
      english: [servicePageEn.waitlist.title, servicePageEn.waitlist.email, servicePageEn.waitlist.message, servicePageEn.waitlist.submit],
      german: [servicePageDe.waitlist.title, servicePageDe.waitlist.email, servicePageDe.waitlist.message, servicePageDe.waitlist.submit],
    },
    {
      path: "/services",
      english: [
        servicePageEn.overview.title,
        servicePageEn.overview.allServices,
        servicePageEn.overview.howTitle,
        servicePageEn.overview.steps[0]!.text,
        servicePageEn.overview.explore(serviceSummariesEn.seo.name),
        serviceSummariesEn.seo.features[0]!,
        servicePageEn.overview.ctaTitle,
        caseStudiesEn.services["dedicated-resources"].toUpperCase(),
      ],
      german: [
        servicePageDe.overview.title,
        servicePageDe.overview.allServices,
        servicePageDe.overview.explore(serviceSummariesDe.seo.name),
        serviceSummariesDe.seo.features[0]!,
      ],
    },
    {
      path: "/about",
      english: [
        aboutEn.title,
        aboutEn.claims.specialists,
        aboutEn.whoWeAre,
        aboutEn.partnership,
        aboutEn.values,
        aboutEn.ctaTitle,
        aboutEn.contactTeam,
        ...aboutEn.whiteLabelPoints,
        aboutEn.valueList[0]!.title,
        aboutEn.partnershipSteps[0]!.text,
      ],
      german: [
        aboutDe.title,
        aboutDe.claims.specialists,
        aboutDe.whoWeAre,
        aboutDe.values,
        aboutDe.contactTeam,
        ...aboutDe.whiteLabelPoints,
        aboutDe.valueList[0]!.title,
        aboutDe.partnershipSteps[0]!.title,
      ],
    },
    {
      path: "/security",
      english: [
        securityEn.title,
        securityEn.featuresTitle,
        securityEn.certificationsTitle,
        securityEn.report,
        securityEn.reportRules,
        securityEn.responseCaption,
        securityEn.features[0]!.title,
        securityEn.monitored,
        "January 2025",
      ],
      german: [
        securityDe.title,
        securityDe.featuresTitle,
        securityDe.report,
        securityDe.responseCaption,
        "Januar 2025",
        securityDe.features[0]!.title,
        securityDe.certifications.gdpr.name,
      ],
    },
    {
      path: "/newsletter",
      english: [
        newsletterEn.title,
        newsletterEn.topicsTitle,
        newsletterEn.topics[0]!.text,
        newsletterEn.subscribersText,
        newsletterEn.subscribeText,
        newsletterEn.projectText,
        newsletterEn.contactTeam,
      ],
      german: [
        newsletterDe.title,
        newsletterDe.topicsTitle,
        newsletterDe.topics[0]!.text,
        newsletterDe.subscribeText,
        newsletterDe.contactTeam,
      ],
    },
    {
      path: "/privacy-policy",
      english: [legalEn.lastUpdated, legalEn.contents],
      german: [legalDe.titles.privacy, legalDe.lastUpdated, legalDe.contents, englishBodyDe.note!],
    },
    {
      path: "/cookie-policy",
      english: [legalEn.lastUpdated, legalEn.cookieSettingsText],
      german: [legalDe.titles.cookies, legalDe.lastUpdated, legalDe.cookieSettingsText],
    },
  ];

  for (const { path, english, german } of PAGES) {
    test(`${path}: a German visitor reads the German UI and none of the English`, async () => {
      const text = visibleText(await render(path, "DE"));
      for (const phrase of english) expect(text, phrase).not.toContain(phrase);
      for (const phrase of german) expect(text, phrase).toContain(phrase);
    });

    test(`${path}: a US visitor reads those English strings, so the list checks real text`, async () => {
      const text = visibleText(await render(path));
      for (const phrase of english) expect(text, phrase).toContain(phrase);
    });
  }

  test("an English article body carries lang=en under a German note for DE, and no note for the US", async () => {
    const de = await render("/blog/ai-solutions-business-growth-2025", "DE");
    const note = de.querySelector('[data-testid="english-body-note"]');
    expect(note?.textContent).toBe(englishBodyDe.note);
    expect(note?.nextElementSibling?.getAttribute("lang")).toBe("en");
    expect(note?.nextElementSibling?.textContent.length).toBeGreaterThan(500);
    const us = await render("/blog/ai-solutions-business-growth-2025");
    expect(us.querySelector('[data-testid="english-body-note"]')).toBeNull();
  });

  test("a legal page keeps its English text under the German note, marked lang=en, dated in the German format", async () => {
    const doc = await render("/privacy-policy", "DE");
    expect(doc.querySelector("h1")?.textContent).toBe(legalDe.titles.privacy);
    const note = doc.querySelector('[data-testid="english-body-note"]');
    expect(note?.textContent).toBe(englishBodyDe.note);
    const body = note?.nextElementSibling;
    expect(body?.getAttribute("lang")).toBe("en");
    expect(body?.querySelectorAll("section h2").length).toBeGreaterThanOrEqual(6);
    expect(doc.querySelector('nav[aria-labelledby="legal-contents"] ol')?.getAttribute("lang")).toBe("en");
    expect(doc.querySelector("main time")?.textContent).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    expect((await render("/privacy-policy")).querySelector('[data-testid="english-body-note"]')).toBeNull();
  });

  test("a German service page is German throughout: no English block and no note about one", async () => {
    const doc = await render("/services/seo", "DE");
    expect(doc.querySelectorAll('[data-testid="english-body-note"]')).toHaveLength(0);
    for (const id of ["who-it-is-for", "included", "packages", "process", "faq"]) {
      expect(doc.querySelector(`#${id}`), id).not.toBeNull();
      expect(doc.querySelector(`#${id} [lang="en"]`), id).toBeNull();
    }
  });

  test("/de/contact names the languages spoken and the note on time zones in German", async () => {
    const doc = await render("/contact", "DE");
    const languages = doc.querySelectorAll("dt").find((dt) => dt.textContent === contactDe.languages);
    expect(languages?.nextElementSibling?.textContent).toBe(contactDe.spokenLanguages.DE);
    const text = visibleText(doc);
    expect(text).toContain(contactDe.regionNote.DE);
    expect(text).not.toContain(contactEn.regionNote.DE);
    expect(text).not.toContain("The scheduler shows");
    const us = await render("/contact");
    expect(us.querySelectorAll("dt").find((dt) => dt.textContent === contactEn.languages)?.nextElementSibling?.textContent).toBe("English");
  });

  test("blog dates follow the region's locale: 'November 25, 2026' in the US, '25. November 2026' for DE", async () => {
    const dates = async (region: RegionCode) =>
      (await render("/blog", region)).querySelectorAll('[data-testid="featured-post"] time').map((t) => t.textContent);
    const [us] = await dates("US");
    const [german] = await dates("DE");
    expect(us).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(german).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  });
});
