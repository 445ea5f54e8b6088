// The titles and fixed lines of the panels beside each page's H1 (client/components/ui/hero-panel.tsx).
// What the panels list comes from the content each page already shows.

export const heroVisualsEn = {
  services: { title: "Every service, from", footer: "Prices in your region's currency, before any team discount." },
  service: { title: "What you get", plannedTitle: "What it will cover", footer: "Delivered under your brand, never ours." },
  contact: {
    title: "After you write",
    steps: [
      { label: "Your message reaches our team at once", value: "" },
      { label: "A personal reply", value: "within 24 h" },
      { label: "A plan, a price and a realistic timeline", value: "" },
    ],
    footer: (minutes: number) => `Rather talk? A free ${minutes}-minute call, at a time you choose.`,
  },
  blog: { title: "Latest articles" },
  caseStudies: {
    title: "Results at a glance",
    footer: (measured: number, examples: number) => `${measured} studies with measured results · ${examples} example engagements`,
  },
  calculator: {
    title: "Your estimate starts from",
    perMonth: "/month",
    oneOff: "one-off",
    footer: "Choose services and options below: the total updates as you go.",
  },
  wizard: { title: "Five questions, then your plan", plan: "Your plan: services, package and a prefilled estimate" },
  seoAudit: {
    title: "What we check",

    footer: "Each ends in pass, warning or fail, with a one-line fix, and adds to a score from 0 to 100.",
  },
  security: { title: "Safeguards" },
  about: {
    title: "Where we work",
    since: (year: number) => `White-label delivery since ${year}`,
  },
  legal: {
    title: "At a glance",
    controller: "Responsible",
    questions: "Questions",
    sections: (n: number) => `${n} sections`,
    contentsBelow: "Listed in the contents below",
  },
  newsletter: { title: "In every issue" },
};

export type HeroVisualsCopy = typeof heroVisualsEn;
