// Blocks several content pages share (client/components/content): the closing call-to-action
// band, the breadcrumb trail and the clients' testimonials.

export const contentBlocksEn = {
  bookStrategyCall: "Book a free 30-minute strategy call",
  breadcrumb: "Breadcrumb",
  /** The site's own steps of a breadcrumb trail, visible and in the BreadcrumbList JSON-LD. */
  home: "Home",
  services: "Services",
  caseStudies: "Case studies",
  blog: "Blog",
  /** Published testimonials, on the home page and the case study they belong to. */
  testimonials: "In our clients' words",
  studyTestimonials: "What the client said",
};

export type ContentBlocksCopy = typeof contentBlocksEn;
