import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const googleAdsEn: ServiceText = {
  whoFor: {
    intro: "For agencies that want to offer paid search without hiring and training their own PPC specialists.",
    points: [
      "Marketing agencies whose clients want leads from Google this month, not after a hiring round",
      "SEO and web agencies adding pay-per-click management to their retainers",
      "Agencies with local service clients such as law firms, trades and home services",
      "Agencies with online stores that need Shopping and Performance Max campaigns",
    ],
  },
  included: [
    {
      title: "Campaign management",
      text: "Account structure, bidding, budgets and day-to-day optimization across every campaign.",
    },
    {
      title: "Keyword targeting",
      text: "High-intent keywords, search-term reviews and negative keywords that stop wasted spend.",
    },
    {
      title: "Ad copywriting",
      text: "Responsive Search Ads written and tested so the best headlines and descriptions win.",
    },
    {
      title: "Conversion tracking",
      text: "Calls, forms and purchases tracked, so results are measured in leads and sales, not only clicks.",
    },
    {
      title: "Every campaign type",
      text: "Search, Performance Max, Display, Brand, remarketing, YouTube and Shopping campaigns, depending on the package.",
    },
    {
      title: "Branded reporting",
      text: "Monthly reports and strategy calls, ready to pass on to your client as your agency's own.",
    },
  ],
  packages: [
    {
      includes: [
        "Search and Performance Max campaigns",
        "Remarketing",
        "Up to 2 locations",
        "3 search ad sets",
        "Conversion tracking set-up",
        "Monthly summary report",
        "Email support",
      ],
    },
    {
      includes: [
        "Search, Performance Max, Display and Brand campaigns",
        "Up to 5 locations",
        "5 search ads and 1 display creative",
        "Landing page recommendations",
        "Audience segmentation",
        "Monthly competitor monitoring",
        "PDF reports",
        "2 strategy calls a month",
      ],
    },
    {
      includes: [
        "Full-funnel Search, Display and YouTube",
        "Shopping ads for online stores",
        "Nationwide or up to 10 locations",
        "Advanced audience segmentation",
        "A/B testing recommendations",
        "Competitor monitoring every two weeks",
        "Dashboard access",
        "3 strategy calls a month and priority support",
      ],
    },
  ],
  packagesNote: "Fees cover management only. Your client's ad spend is paid to Google separately.",
  whiteLabel: whiteLabelEn(
    "Campaign plans, ad copy and recommendations are delivered ready to present as your agency's work.",
    "Reports and dashboards carry your brand, so your client sees results from your agency and nobody else.",
  ),
  process: [
    {
      title: "Account review",
      text: "We review the existing account, or the business if it is new to Google Ads, and agree goals and budget.",
    },
    {
      title: "Tracking first",
      text: "Conversion tracking is set up or repaired before budgets change, so every decision rests on real data.",
    },
    {
      title: "Campaign build",
      text: "Campaigns, keywords, audiences and ads are built around the searches that bring in customers.",
    },
    {
      title: "Optimize continuously",
      text: "Bids, search terms, negatives and ad copy are tuned against cost per lead, not clicks.",
    },
    {
      title: "Report under your brand",
      text: "You receive reports and strategy calls to pass on, with clear next steps for your client.",
    },
  ],
  faqs: [
    {
      question: "Is the ad spend included in the price?",
      answer:
        "No. The package price is our management fee; the ad budget is paid to Google separately. Starter is sized for ad spend of $1,000–$3,000, Growth for $3,000–$8,000 and Scale for $8,000–$15,000.",
    },
    {
      question: "How much does white-label Google Ads management cost?",
      answer:
        "Management starts at $400 a month with the Starter package. Growth is $799 a month and Scale $1,299 a month, each plus ad spend.",
    },
    {
      question: "Which campaign types do you run?",
      answer:
        "Search, Performance Max and remarketing from Starter; Display and Brand campaigns from Growth; YouTube and Shopping ads in Scale.",
    },
    {
      question: "Do you set up conversion tracking?",
      answer: "Yes, every package includes it. Results are reported as calls, form submissions and sales, not just clicks and impressions.",
    },
    {
      question: "What results have you achieved?",
      answer:
        "For a US junk-removal company, cost per acquisition fell from $34.37 to $6.09 across 706 conversions. A UK family-law firm won 100+ conversions in a month at £20.66 per conversion. The case studies below show the details.",
    },
    {
      question: "How do I see what is happening in the account?",
      answer:
        "Starter includes a monthly summary report and email support, Growth adds PDF reports and two strategy calls a month, and Scale adds dashboard access and priority support.",
    },
  ],
};
