// Blocks several content pages share (client/components/content): the closing call-to-action
// band and the breadcrumb trail.

export const contentBlocksEn = {
  bookStrategyCall: "Book a free 30-minute strategy call",
  breadcrumb: "Breadcrumb",
  home: "Home",
  caseStudies: "Case studies",
};

export type ContentBlocksCopy = typeof contentBlocksEn;
