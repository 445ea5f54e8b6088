import { serviceNamesEn } from "./service-names.en";

// The case studies' list and detail chrome and their cards (client/pages/case-studies,
// client/pages/case-study, client/components/content/case-study-card.tsx). The studies
// themselves are English long-form content.

export const caseStudiesEn = {
  services: serviceNamesEn,
  list: {
    /** The list's <title> and meta description, and those of a list filtered by service (?service=seo). */
    meta: {
      title: "Case Studies: White-Label SEO, Ads and Web Results",
      description:
        "Case studies of white-label SEO, Google Ads, web development and dedicated-team work for agencies and their clients in the US and UK, with the results measured.",
      forService: (service: string, count: number) => ({
        title: `${service} Case Studies`,
        description: `${service} case studies: the clients, what we delivered white-label for their agencies, and the results measured. ${count} ${count === 1 ? "study" : "studies"}.`,
      }),
    },
    eyebrow: "Case studies",
    title: "Results we delivered for agencies and their clients",
    intro:
      "Real engagements from the US and UK: local SEO that filled pipelines, Google Ads accounts that cut cost per lead, websites shipped in days and dedicated teams that multiplied agency output, all delivered white-label.",
    all: "All case studies",
    forService: (service: string) => `${service} case studies`,
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} studies`,
    otherTitle: "Projects and example engagements",
    otherIntro:
      "Real projects whose outcome is the work itself, and example engagements (marked as such) that show how a typical project of that kind runs. None of them report measured figures.",
    ctaTitle: "Want results like these for your clients?",
    ctaText: "Book a free 30-minute strategy call, or tell us about your clients and we will reply within 24 hours.",
    ctaContact: "Tell us about your clients",
  },
  filter: { label: "Filter case studies by service", all: "All" },
  card: {
    example: "Example engagement",
    illustration: "An illustration of how this kind of engagement runs. It reports no client results.",
    read: "Read the case study",
    /** An example engagement's link: it is not a case study. */
    readExample: "See the example",
    noFigures: "A delivered project. It reports no measured figures.",
  },
  detail: {
    caseStudy: "Case study",
    example: "Example engagement",
    bookCall: "Book a free strategy call",
    all: "All case studies",
    explore: (service: string) => `Explore our ${service} service`,
    typicalChallenge: "The typical challenge",
    challenge: "The challenge",
    typicallyDeliver: "What we typically deliver",
    delivered: "What we delivered",
    results: "Results",
    servicesAndTech: "Services and tech",
    servicesUsed: "Services used",
    tech: "Tech and methods",
    context: "The engagement",
    noFigures: "This project reports no measured figures: its outcome is the work described above.",
    related: "Related case studies",
    ctaPlanning: "Planning a project like this?",
    ctaResults: "Want results like these for your clients?",
    ctaText: "Book a free 30-minute strategy call, or tell us about your client and we will reply within 24 hours.",
    ctaContact: "Tell us about your client",
    atAGlance: "At a glance",
    clientType: "Client type",
    client: "Client",
    industry: "Industry",
    location: "Location",
    service: "Service",
    servicesLabel: "Services",
    year: "Year",
    headlineResults: "Headline results",
    exampleNote:
      "This page describes how this kind of project typically runs for a partner agency. It is not a measured client result, so it shows no result figures.",
  },
};

export type CaseStudiesCopy = typeof caseStudiesEn;
