// Seed input only (content-seed.ts): the partner agencies the home and about pages showed
// before staff could edit them (facts `partners`; the old site's indexed page shows an eighth,
// Social Brain, which the count of seven leaves out). Shown by name in one typeface: no
// partner's logo is copied or redrawn; a logo takes the name's place only once the partner
// has given us one to upload.
export const seedPartnerNames: readonly string[] = [
  "Social Land",
  "Website Architect",
  "Focus E-commerce",
  "Koala Digital",
  "New Vision Tech",
  "Carolina Web",
  "Intrinsic",
];
