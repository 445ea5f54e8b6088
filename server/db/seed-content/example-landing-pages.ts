import type { LandingPageDocument } from "../../../shared/schemas/landing-page";

// One example landing page per language, seeded as drafts (docs/decisions/0039-landing-pages.md): what
// staff copy when they build a campaign page. Each says it is an example in its title, headline and a
// note, is noindex, and stays unpublished until staff publish it. Its proof is a seeded case study's
// measured result and the SEO packages of the price list; nothing in it is invented.

const en = (text: string) => ({ en: text, de: null });
const de = (text: string) => ({ en: null, de: text });

export const exampleLandingPages: readonly LandingPageDocument[] = [
  {
    slug: "example-white-label-seo",
    regions: ["US", "UK"],
    indexable: false,
    meta: {
      title: en("Example: white-label SEO for agencies"),
      description: en("An example landing page built from blocks: copy it for a campaign, or edit it and publish it."),
    },
    match: { param: "kw", values: [{ value: "dentists", headline: en("Example: white-label SEO for agencies that market dentists") }] },
    variants: [
      {
        key: "a",
        name: "Example",
        weight: 100,
        stopped: false,
        blocks: [
          {
            type: "hero",
            headline: en("Example: white-label SEO your clients credit to you"),
            subline: en(
              "This is an example landing page. Write the words of your campaign here, choose the proof that fits it, and publish.",
            ),
            cta: { label: en("Get a proposal"), target: "form" },
            visual: { kind: "study", study: "scuba-diving-case-study" },
          },
          {
            type: "proof",
            title: en("Results from local SEO work"),
            studies: ["scuba-diving-case-study", "seo-case-study"],
            figures: true,
            testimonials: [],
            partners: false,
          },
          {
            type: "services",
            title: en("SEO packages"),
            intro: en("Monthly packages, delivered under your agency's name."),
            service: "seo",
          },
          {
            type: "faq",
            title: en("Questions agencies ask"),
            items: [
              {
                question: en("Who talks to my client?"),
                answer: en("You do. We work behind your agency's name, and every report carries your brand."),
              },
              {
                question: en("How soon do you answer a brief?"),
                answer: en("Within 24 hours on working days."),
              },
            ],
          },
          {
            type: "form",
            form: "short",
            title: en("Tell us about your client"),
            intro: en("A few lines are enough: we answer within a working day."),
            consent: en("By sending this form you agree that we use your details to answer your request."),
            thanks: { title: en("Thank you"), text: en("We have your message and will answer within a working day.") },
            booking: true,
          },
        ],
      },
    ],
  },
  {
    slug: "beispiel-white-label-seo",
    regions: ["DE"],
    indexable: false,
    meta: {
      title: de("Beispiel: White-Label-SEO für Agenturen"),
      description: de(
        "Eine Beispiel-Landingpage aus Blöcken: Kopieren Sie sie für eine Kampagne oder bearbeiten und veröffentlichen Sie sie.",
      ),
    },
    match: null,
    variants: [
      {
        key: "a",
        name: "Beispiel",
        weight: 100,
        stopped: false,
        blocks: [
          {
            type: "hero",
            headline: de("Beispiel: White-Label-SEO, das Ihre Kunden Ihnen zuschreiben"),
            subline: de(
              "Dies ist eine Beispiel-Landingpage. Schreiben Sie hier die Worte Ihrer Kampagne, wählen Sie die passenden Belege und veröffentlichen Sie sie.",
            ),
            cta: { label: de("Angebot anfordern"), target: "form" },
            visual: { kind: "none" },
          },
          {
            type: "proof",
            title: de("Ergebnisse aus lokaler SEO-Arbeit"),
            studies: ["scuba-diving-case-study", "seo-case-study"],
            figures: true,
            testimonials: [],
            partners: false,
          },
          {
            type: "services",
            title: de("SEO-Pakete"),
            intro: de("Monatliche Pakete, geliefert unter dem Namen Ihrer Agentur."),
            service: "seo",
          },
          {
            type: "form",
            form: "short",
            title: de("Erzählen Sie uns von Ihrem Kunden"),
            intro: de("Ein paar Zeilen genügen: Wir antworten innerhalb eines Werktags."),
            consent: de("Mit dem Absenden stimmen Sie zu, dass wir Ihre Angaben nutzen, um Ihre Anfrage zu beantworten."),
            thanks: { title: de("Danke"), text: de("Ihre Nachricht ist da. Wir antworten innerhalb eines Werktags.") },
            booking: true,
          },
        ],
      },
    ],
  },
];
