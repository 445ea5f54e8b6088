// Blocks several content pages share (client/components/content): the closing call-to-action
// band and the breadcrumb trail.

export const contentBlocksEn = {
  bookStrategyCall: "Book a free 30-minute strategy call",
  breadcrumb: "Breadcrumb",
  /** The site's own steps of a breadcrumb trail, visible and in the BreadcrumbList JSON-LD. */
  home: "Home",
  services: "Services",
  caseStudies: "Case studies",
  blog: "Blog",
};

export type ContentBlocksCopy = typeof contentBlocksEn;
