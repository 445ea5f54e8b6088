import { serviceNamesEn } from "./service-names.en";

// The pricing calculator's UI (client/pages/pricing-calculator, client/features/pricing-calculator).
// The estimate's line items are the price list's own names (shared/pricing), which the
// quote lead also carries to the team.

/** Each service's lowest price, formatted in the region's currency. */
export interface FromPrices {
  seo: string;
  ads: string;
  web: string;
  ai: string;
  team: string;
}

/** What the note under the estimate says about its prices: the services set in the currency, and those converted. */
export interface PricesNote {
  currency: string;
  region: string;
  own: readonly string[];
  converted: readonly string[];
}

export const calculatorEn = {
  /** The page's <title> (without the brand) and meta description, which quotes the "from" prices in the region's currency. */
  meta: {
    title: "White-Label Pricing Calculator",
    description: (currency: string, p: FromPrices) =>
      `Estimate white-label services for your agency in ${currency}: SEO from ${p.seo} a month, Google Ads from ${p.ads} a month, websites from ${p.web}, AI projects from ${p.ai} and dedicated specialists from ${p.team} a month.`,
  },
  eyebrow: "Pricing",
  title: "Pricing calculator",
  intro: (fromPrices: FromPrices) =>
    `Pick the services your clients need and see the monthly and one-off cost straight away, line by line. SEO from ${fromPrices.seo} a month, Google Ads from ${fromPrices.ads} a month, websites from ${fromPrices.web}, AI projects from ${fromPrices.ai} and dedicated specialists from ${fromPrices.team} a month, with team discounts of up to 20%.`,
  findService: "Not sure what you need? Find your service",
  services: serviceNamesEn,
  choose: "Choose services and options",
  from: (price: string) => `from ${price}`,
  aMonth: " a month",
  aProject: " a project",
  oneOff: " one-off",
  /** The checkbox's visible word; screen readers get the whole phrase, in the language's word order. */
  include: "Include",
  includeInEstimate: (service: string) => `Include ${service} in the estimate`,
  update: "Update estimate",
  perMonth: "/month",
  estimate: "Estimate:",
  breakdownLink: "Breakdown",
  yourEstimate: "Your estimate",
  addSpecialist: "Add at least one specialist to see your estimate.",
  includeService: "Include at least one service to see your estimate.",
  monthly: "Monthly",
  oneOffTotal: "One-off",
  firstYear: "First year",
  breakdownCaption: "Breakdown of the estimate",
  item: "Item",
  price: "Price",
  each: (price: string) => `${price} each`,
  perMonthShort: "/mo",
  once: " once",
  getQuote: "Get this quote",
  /**
   * Under the estimate: the currency, and which services' prices are set in it and which are
   * converted from the dollar list (marked ≈ in the breakdown; shared/pricing/currency.ts priceIn).
   */
  pricesNote: ({ currency, region, own, converted }: PricesNote) => {
    const list = (names: readonly string[]) => names.join(", ");
    const conversion = `converted from our US-dollar price list at a fixed rate and rounded to a whole price (marked ≈)`;
    const said =
      converted.length === 0
        ? "as our price list sets them."
        : own.length === 0
          ? `${conversion}.`
          : `Set in ${currency}: ${list(own)}. ${list(converted)}: ${conversion}.`;
    return `Prices in ${currency} for ${region}${converted.length > 0 && own.length > 0 ? "." : ","} ${said} Your written proposal confirms every figure.`;
  },
  /** Marks a price converted from dollars (see the note). */
  convertedMark: "≈",
  regionNames: { US: "the United States", UK: "the United Kingdom", DE: "Germany" },
  quote: {
    text: "Send us this estimate and we will reply within 24 hours with a written proposal for your agency, ready to resell under your brand.",
    thanks: "Thank you: your estimate has reached our team and we'll reply within 24 hours.",
    sending: "Sending...",
    successTitle: "Quote request sent!",
    successDescription: "We'll get back to you within 24 hours.",
    failure: "Failed to send your request. Please try again.",
  },
  seo: {
    how: "How would you like to choose?",
    pickPackage: "Pick a package",
    sizeIt: "Size it by keywords, pages and locations",
    package: "Package",
    scope: (keywords: number, pages: number, locations: number) =>
      `${keywords} keywords, ${pages} pages, ${locations} ${locations === 1 ? "location" : "locations"}`,
    keywords: "Target keywords",
    pages: "Pages to optimise",
    locations: "Business locations",
    fitsBefore: "That scope fits the",
    fitsAfter: (maxKeywords: number, maxLocations: number) =>
      `package. Need more than ${maxKeywords} keywords or ${maxLocations} locations? Request the quote and tell us on the call.`,
  },
  ads: {
    spend: (currency: string) => `Client's monthly ad spend (${currency})`,
    spendHint: (starter: string, growth: string, now: string) =>
      `Up to ${starter}: Starter. Up to ${growth}: Growth. Above: Scale. Now: ${now}.`,
    campaigns: "Campaigns",
    campaignsHint: "Each campaign after the first adds 15% of the tier fee.",
    types: "Campaign types",
    typesHint: "More than three types add 10% to the management fee.",
  },
  web: {
    platform: "Platform",
    pages: "Number of pages",
    pricedAs: (tier: string) => `Priced as ${tier}.`,
    integrations: "Third-party integrations",
    integrationsHint: (price: string) => `CRM, email marketing, booking and similar: ${price} each.`,
    alwaysShop: (platform: string) => `E-commerce (every ${platform} build is a shop)`,
    shop: "E-commerce: cart, checkout and payments",
    care: "Care after launch",
  },
  ai: {
    type: "Project type",
    scope: "Scope",
    raised: (type: string, scope: string) => `${type} projects start at the ${scope} scope, so the estimate uses it.`,
  },
  team: {
    discounts: (tiers: { minPeople: number; percent: number }[]) =>
      `Team discounts: ${tiers.map((t) => `${t.minPeople}+ people ${t.percent}%`).join(", ")}. Part-time is half the full-time rate.`,
    perMonthEach: (price: string) => `${price}/month each`,
    people: "People",
    level: "Level",
    hours: "Hours",
    others: "Others",
    addOne: "Add at least one specialist to see a price.",
    summary: (people: number, percent: number) =>
      `${people} ${people === 1 ? "person" : "people"}${percent > 0 ? `: ${percent}% team discount applied` : ""}.`,
  },
};

export type CalculatorCopy = typeof calculatorEn;
