import type { ContentBlocksCopy } from "./content-blocks.en";

export const contentBlocksDe: ContentBlocksCopy = {
  bookStrategyCall: "Kostenloses 30-minütiges Strategiegespräch buchen",
  breadcrumb: "Brotkrumennavigation",
  home: "Startseite",
  services: "Leistungen",
  caseStudies: "Fallstudien",
  blog: "Blog",
  testimonials: "Was unsere Kunden sagen",
  studyTestimonials: "Was der Kunde sagt",
};
