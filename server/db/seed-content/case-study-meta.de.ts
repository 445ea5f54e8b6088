import type { SeedCaseStudySlug } from "./case-studies";
import type { CaseStudyMeta } from "./case-study-meta.en";

// Each case study's <title> and meta description for German search results, and the short
// words cards and the page show around it (its story is in case-study-stories.de.ts). Its
// figures are the client's own results, written in German number format (a reported "£6.51"
// is "6,51 £").

export const caseStudyMetaDe: Record<SeedCaseStudySlug, CaseStudyMeta> = {
  "seo-case-study": {
    title: "SEO-Fallstudie Fundamentsanierung: +122 % Anfragen",
    description:
      "Lokales White-Label-SEO für einen Fundamentsanierer in North Carolina: 49 % mehr organische Nutzer, 122 % mehr Formularanfragen, 122 Keywords auf Platz 1.",
    project: "Lokales und technisches SEO",
    industry: "Fundament- und Kriechkellersanierung",
    location: "Wendell, North Carolina, USA",
  },
  "scuba-diving-case-study": {
    title: "SEO-Fallstudie Tauchschule: +360 % Anrufklicks",
    description:
      "Lokales White-Label-SEO für eine Tauchschule in Raleigh: 31 % mehr organische Nutzer, 360 % mehr Anrufklicks und 61 statt 5 Platz-1-Rankings in sechs Monaten.",
    project: "Lokales SEO und Conversion-Tracking",
    industry: "Tauchausbildung und Zertifizierung",
    location: "Raleigh, North Carolina, USA",
  },
  "stat-planning-case-study": {
    title: "SEO-Fallstudie Planungsbüro: +453 % organische Klicks",
    description:
      "Lokales White-Label-SEO für ein Planungsbüro in den East Midlands, über dessen Webagentur: 453 % mehr organische Klicks und 720 % mehr Impressionen in 30 Tagen.",
    project: "Lokales SEO über die Webagentur",
    industry: "Stadt- und Bauleitplanung",
    location: "Nottinghamshire und East Midlands, Großbritannien",
  },
  "ubu-design-case-study": {
    title: "B2B-SEO-Fallstudie Architekturbüro: 482 Klicks in 90 Tagen",
    description:
      "B2B- und technisches SEO als White-Label: Ein britisches Architekturbüro kam von 0–2 organischen Besuchern am Tag auf 482 organische Klicks in 90 Tagen.",
    project: "B2B- und technisches SEO",
    industry: "Architektur und Design",
    location: "Großbritannien",
  },
  "citypat-case-study": {
    title: "SEO-Fallstudie Geräteprüfung: 34.600 Impressionen",
    description:
      "Lokales White-Label-SEO für einen britischen Prüfdienst für Elektrogeräte: Keyword-Recherche, Landingpages, Schema und Einträge für 34.600 Impressionen.",
    project: "Lokales SEO und Google-Unternehmensprofil",
    industry: "Elektrosicherheit und Geräteprüfung",
    location: "Großbritannien",
  },
  "griffin-group-case-study": {
    title: "SEO-Fallstudie Immobilienentwickler: +16,24 % Sitzungen",
    description:
      "Lokales White-Label-SEO für eine Immobiliengruppe in Essex, über SocialLand Digital: 12,02 % mehr Nutzer und 16,24 % mehr Sitzungen im zweiten Quartal 2025.",
    project: "Lokales SEO über SocialLand Digital",
    industry: "Immobilienentwicklung und -investment",
    location: "Essex und Südostengland, Großbritannien",
  },
  "arlingsworth-solicitors-case-study": {
    title: "Google-Ads-Fallstudie Kanzlei: über 100 Conversions",
    description:
      "Google Ads für eine britische Kanzlei für Familien- und Erbrecht: über 100 Conversions zu je 20,66 £ in 30 Tagen, beste Kampagne mit 18,95 % Conversion-Rate.",
    project: "Such- und Performance-Max-Kampagnen",
    industry: "Rechtsberatung",
    location: "Großbritannien",
  },
  "junksaway-case-study": {
    title: "Google-Ads-Fallstudie Entrümpelung: CPA um 82 % gesenkt",
    description:
      "Google Ads für ein US-Entrümpelungsunternehmen: Search und Performance Max senkten die Kosten pro Conversion von 34,37 $ auf 6,09 $, bei 706 Conversions.",
    project: "Google Ads: Kosten pro Akquisition gesenkt",
    industry: "Entrümpelung und Entsorgung",
    location: "USA",
  },
  "the-dog-guy-case-study": {
    title: "Google-Ads-Fallstudie Hundetrainer: 192 Conversions",
    description:
      "Google-Ads-Suchkampagnen für einen britischen Hundetrainer: 192 Conversions, 191 Formularanfragen und bis zu 12,06 % Conversion-Rate bei 20,35 £ CPA.",
    project: "Leadgewinnung mit Suchkampagnen",
    industry: "Hundetraining",
    location: "Großbritannien",
  },
  "social-land": {
    title: "Fallstudie dediziertes Agenturteam: +150 % Projekte",
    description:
      "Ein sechsköpfiges dediziertes Team für WordPress, Design und Video: eine Agentur in Essex mit 150 % mehr Projekten, 60 % Ersparnis und 25+ Projekten im Monat.",
    project: "Ein dediziertes Team aus sechs Personen",
    industry: "Agentur für digitales Marketing und Branding",
    location: "Essex, Großbritannien",
  },
  "koala-digital": {
    title: "Fallstudie Google-Ads- und Entwicklerteam: +150 % Kampagnen",
    description:
      "Ein dedizierter Google-Ads-Experte und ein Webentwickler: eine britische SEO- und PPC-Agentur mit 150 % mehr Kampagnen, 2–3 Tagen Vorlauf und 55 % Ersparnis.",
    project: "Ein dediziertes Team aus zwei Personen",
    industry: "Agentur für digitales Marketing",
    location: "Großbritannien",
  },
  "website-architect": {
    title: "Fallstudie Ein-Personen-Webagentur: +200 % Websites",
    description:
      "Dedizierte WordPress- und SEO-Fachleute brachten eine britische Ein-Personen-Webagentur von 1–2 auf 5–6 Websites im Monat und SEO als neue Leistung.",
    project: "Dediziertes Team für einen Solo-Gründer",
    industry: "Webentwicklungsagentur",
    location: "Großbritannien",
  },
  "socialland-website-case-study": {
    title: "Fallstudie Agentur-Website: zwei Jahre Partnerschaft",
    description:
      "Eine White-Label-WordPress-Website für eine Digitalagentur in Essex, aus der zwei Jahre Partnerschaft für Kunden-Websites und ein dediziertes Team wurden.",
    project: "Die eigene Website der Agentur",
    industry: "Agentur für digitales Marketing",
    location: "Essex, Großbritannien",
  },
  "ts-landscaping-website": {
    title: "Fallstudie Gartenbau-Website: online in 48 Stunden",
    description:
      "Eine White-Label-WordPress-Website für einen Gartenbaubetrieb in Raleigh ohne Webauftritt: responsiv, mit Angebotsformular und Galerie, in 48 Stunden.",
    project: "Eine erste Website in 48 Stunden",
    industry: "Garten- und Landschaftsbau",
    location: "Raleigh, North Carolina, USA",
  },
  "vellu-laser-landing-page": {
    title: "Fallstudie Landingpage Laser-Haarentfernung: 48 Stunden",
    description:
      "Eine mobil optimierte White-Label-Landingpage für ein Studio für Laser-Haarentfernung, gebaut für eine Partneragentur: Design in 24, fertig in 48 Stunden.",
    project: "Eine Landingpage in 48 Stunden",
    industry: "Beauty und Hautpflege",
    location: null,
  },
  "green-paradise-branding-website": {
    title: "Fallstudie Branding und Website: Green Paradise",
    description:
      "White-Label-Branding und Webentwicklung für einen Gartenbaubetrieb ohne eigenen Auftritt: Logo, Farbpalette, Markenrichtlinien und eine WordPress-Website.",
    project: "Markenidentität und Website",
    industry: "Garten- und Außenanlagen",
    location: null,
  },
  "web-development": {
    title: "Beispielprojekt: White-Label-Onlineshop für Mode",
    description:
      "Ein Beispiel, wie ein White-Label-Onlineshop für einen Mode- und Lifestylehändler geplant, gestaltet, gebaut und an Ihre Agentur übergeben wird.",
    project: "White-Label-Onlineshop",
    industry: "Mode- und Lifestyle-E-Commerce",
    location: null,
    client: "Modemarke im E-Commerce",
  },
  "google-ads": {
    title: "Beispielprojekt: White-Label-Google-Ads für B2B-SaaS",
    description:
      "Ein Beispiel, wie White-Label-Google-Ads für einen Anbieter von B2B-Finanzsoftware eingerichtet, optimiert und an Ihre Agentur berichtet werden.",
    project: "White-Label-Betreuung von Google Ads",
    industry: "B2B-Finanzsoftware",
    location: "Nordamerika",
    client: "Anbieter von B2B-Finanzsoftware",
  },
  "payflow-systems": {
    title: "Beispielprojekt: dediziertes Entwicklerteam für Fintech",
    description:
      "Ein Beispiel, wie ein dediziertes Remote-Team aus Full-Stack-, Security- und DevOps-Fachleuten für ein Fintech-Start-up zusammengestellt und geführt wird.",
    project: "Ein dediziertes Entwicklerteam",
    industry: "Fintech (B2B-Zahlungen)",
    location: null,
    client: "B2B-Zahlungs-Start-up",
  },
};
