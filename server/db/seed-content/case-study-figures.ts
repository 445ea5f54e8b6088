import type { StudyFigures } from "../../../shared/content/case-study-figure-types";
import type { SeedCaseStudySlug } from "./case-studies";

// Seed input only (content-seed.ts). Every study's figures as numbers, taken from the fact sheet's `caseStudies[].metrics`
// (docs/product-rules.md#content-sources) and nothing else. A figure reported as a change
// only stays a change only; a range stays a range. Team size, budgets, periods and starting
// points are context, not results. Illustrative studies (facts `placeholder: true`) and
// real projects whose outcome is the deliverable itself have no results: the list shows
// them apart from the measured ones.

const none: StudyFigures = { results: [], context: [] };

export const studyFigures: Record<SeedCaseStudySlug, StudyFigures> = {
  "seo-case-study": {
    results: [
      { metric: "formSubmissions", unit: "percent", change: 122 },
      { metric: "organicUsers", unit: "percent", change: 49 },
      { metric: "impressions", unit: "percent", change: 176 },
      { metric: "seoScore", unit: "score", before: { value: 69 }, after: { value: 100 } },
      { metric: "formSubmissionsPerMonth", unit: "count", after: { value: 30, approx: true } },
      { metric: "firstPlaceRankings", unit: "count", after: { value: 122 } },
      { metric: "rankingKeywords", unit: "count", after: { value: 1409 } },
      { metric: "searchConsoleClicks", unit: "count", after: { value: 1820, compact: true } },
      { metric: "searchConsoleImpressions", unit: "count", after: { value: 1_330_000, compact: true } },
    ],
    context: [{ key: "timeToResults", amount: { value: 6 }, unit: "months" }],
  },
  "scuba-diving-case-study": {
    results: [
      { metric: "phoneClicks", unit: "percent", change: 360 },
      { metric: "formClicks", unit: "percent", change: 260 },
      { metric: "organicUsers", unit: "count", before: { value: 1361 }, after: { value: 1781 }, change: 31 },
      { metric: "firstPlaceRankings", unit: "count", before: { value: 5 }, after: { value: 61 } },
      { metric: "pageViews", unit: "percent", change: 43 },
      { metric: "mobileSpeedScore", unit: "score", before: { value: 90 }, after: { value: 95 } },
      { metric: "desktopSpeedScore", unit: "score", before: { value: 90 }, after: { value: 97 } },
      { metric: "searchConsoleClicks", unit: "count", after: { value: 411 } },
      { metric: "searchConsoleImpressions", unit: "count", after: { value: 103_000, compact: true } },
    ],
    context: [{ key: "duration", amount: { value: 6 }, unit: "months" }],
  },
  "stat-planning-case-study": {
    results: [
      { metric: "organicClicks", unit: "count", before: { value: 17 }, after: { value: 94 }, change: 453 },
      { metric: "impressions", unit: "count", before: { value: 229 }, after: { value: 1880 }, change: 720 },
      { metric: "averagePosition", unit: "position", before: { value: 53 }, after: { value: 35.7 }, lowerIsBetter: true },
      { metric: "clickThroughRate", unit: "percent", before: { value: 7.4 }, after: { value: 5.0 } },
      { metric: "topKeywordGains", unit: "count", after: { value: 5 } },
      { metric: "searchConsoleClicks", unit: "count", after: { value: 218 } },
      { metric: "searchConsoleImpressions", unit: "count", after: { value: 4410, compact: true } },
    ],
    context: [
      { key: "timeToResults", amount: { value: 30 }, unit: "days", from: "2025-05", to: "2025-06" },
      { key: "keywordsIndexedBefore", amount: { value: 4 }, unit: "count" },
    ],
  },
  "ubu-design-case-study": {
    results: [
      { metric: "organicUsers", unit: "count", after: { value: 141 }, of: 230 },
      { metric: "organicClicks", unit: "count", after: { value: 482 } },
      { metric: "impressions", unit: "count", after: { value: 50_900 } },
      { metric: "returningUsers", unit: "count", after: { value: 47 } },
      { metric: "averagePosition", unit: "position", after: { value: 32.2 } },
      { metric: "peakDailySessions", unit: "count", after: { value: 5, to: 8 } },
    ],
    context: [
      { key: "duration", amount: { value: 90 }, unit: "days", from: "2025-05", to: "2025-07" },
      { key: "dailyOrganicVisitorsBefore", amount: { value: 0, to: 2 }, unit: "count" },
    ],
  },
  "citypat-case-study": {
    results: [
      { metric: "engagementRate", unit: "percent", after: { value: 88.37 } },
      { metric: "impressions", unit: "count", after: { value: 34_600, compact: true } },
      { metric: "organicClicks", unit: "count", after: { value: 244 } },
      { metric: "engagedSessions", unit: "count", after: { value: 342 } },
      { metric: "clickThroughRate", unit: "percent", after: { value: 0.7 } },
      { metric: "averagePosition", unit: "position", after: { value: 56.7 } },
    ],
    context: [{ key: "period", amount: { value: 6 }, unit: "months", from: "2025-01-17", to: "2025-07-17" }],
  },
  "griffin-group-case-study": {
    results: [
      { metric: "sessions", unit: "count", before: { value: 6200 }, after: { value: 7206 }, change: 16.24 },
      { metric: "users", unit: "count", before: { value: 5984 }, after: { value: 6703 }, change: 12.02 },
      { metric: "returningUsers", unit: "count", after: { value: 2453 } },
      { metric: "engagementPerUser", unit: "seconds", after: { value: 138 } },
      { metric: "averagePositionGain", unit: "positions", after: { value: 7 } },
    ],
    context: [{ key: "period", amount: { value: 3 }, unit: "months", from: "2025-04", to: "2025-06" }],
  },
  "arlingsworth-solicitors-case-study": {
    results: [
      { metric: "bestConversionRate", unit: "percent", after: { value: 18.95 } },
      { metric: "lowestCpaPmax", unit: "gbp", after: { value: 6.51 } },
      { metric: "conversions", unit: "count", after: { value: 100, orMore: true } },
      { metric: "topCtr", unit: "percent", after: { value: 8.76 } },
      { metric: "clicks", unit: "count", after: { value: 1139, orMore: true } },
      { metric: "impressions", unit: "count", after: { value: 56_116, orMore: true } },
      { metric: "costPerConversion30Day", unit: "gbp", after: { value: 20.66 } },
    ],
    context: [
      { key: "period", from: "2025-05", to: "2025-05" },
      { key: "averageDailyBudget", amount: { value: 117.22 }, unit: "gbp" },
    ],
  },
  "junksaway-case-study": {
    results: [
      {
        metric: "costPerAcquisition",
        unit: "usd",
        before: { value: 34.37 },
        after: { value: 6.09 },
        change: -82,
        lowerIsBetter: true,
      },
      { metric: "conversions", unit: "count", after: { value: 706 } },
      { metric: "clicks", unit: "count", after: { value: 10_573, orMore: true } },
      { metric: "pmaxConversions", unit: "count", after: { value: 444 } },
      { metric: "pmaxConversionRate", unit: "percent", after: { value: 5.59 } },
      { metric: "returnOnAdSpend", unit: "multiple", after: { value: 1.28 } },
    ],
    context: [
      { key: "period", from: "2025-06", to: "2025-06" },
      { key: "pmaxSpend", amount: { value: 2703 }, unit: "usd" },
      { key: "impressionShareLostBefore", amount: { value: 45, approx: true }, unit: "percent" },
    ],
  },
  "the-dog-guy-case-study": {
    results: [
      { metric: "averageCpa", unit: "gbp", after: { value: 20.35 }, range: { low: 15.8, high: 26.79 }, lowerIsBetter: true },
      { metric: "conversions", unit: "count", after: { value: 192 } },
      { metric: "leadFormSubmissions", unit: "count", after: { value: 191 } },
      { metric: "bestConversionRate", unit: "percent", after: { value: 12.06 } },
      { metric: "bestImpressionShare", unit: "percent", after: { value: 36.36 } },
    ],
    context: [
      { key: "period", from: "2025-06", to: "2025-06" },
      { key: "activeCampaigns", amount: { value: 4 }, unit: "count" },
      { key: "dailyBudget", amount: { value: 128 }, unit: "gbp" },
      { key: "totalSpend", amount: { value: 3906.48 }, unit: "gbp" },
    ],
  },
  "social-land": {
    results: [
      { metric: "monthlyProjects", unit: "count", before: { value: 10, to: 12 }, after: { value: 25, orMore: true }, change: 150 },
      { metric: "turnaround", unit: "days", before: { value: 8, to: 10 }, after: { value: 3, to: 4 }, lowerIsBetter: true },
      { metric: "costSavings", unit: "percent", after: { value: 60 } },
    ],
    context: [{ key: "team", amount: { value: 6 }, unit: "people" }],
  },
  "koala-digital": {
    results: [
      { metric: "monthlyCampaigns", unit: "count", before: { value: 6, to: 8 }, after: { value: 15, to: 20 }, change: 150 },
      { metric: "turnaround", unit: "days", before: { value: 6, to: 7 }, after: { value: 2, to: 3 }, lowerIsBetter: true },
      { metric: "costSavings", unit: "percent", after: { value: 55 } },
    ],
    context: [{ key: "team", amount: { value: 2 }, unit: "people", detail: "googleAdsExpertAndWebDeveloper" }],
  },
  "website-architect": {
    results: [{ metric: "websitesPerMonth", unit: "count", before: { value: 1, to: 2 }, after: { value: 5, to: 6 }, change: 200 }],
    // The facts give the team size two ways (2 and 3), so it is not stated.
    context: [{ key: "newServiceLine", detail: "seo" }],
  },
  "ts-landscaping-website": {
    results: [{ metric: "deliveryTime", unit: "hours", after: { value: 48 } }],
    context: [{ key: "startingPoint", detail: "noWebsiteWordOfMouth" }],
  },
  "vellu-laser-landing-page": {
    results: [
      { metric: "deliveryTime", unit: "hours", after: { value: 48 } },
      { metric: "designPhase", unit: "hours", after: { value: 24 } },
    ],
    context: [],
  },
  // A website project whose outcome is the relationship it started: no measured result.
  "socialland-website-case-study": {
    results: [],
    context: [
      { key: "firstProject", detail: "firstUkWhiteLabelSite" },
      { key: "partnership", amount: { value: 2 }, unit: "years", detail: "ongoing" },
      { key: "followOn", detail: "clientSitesAndTeam" },
    ],
  },
  "green-paradise-branding-website": { results: [], context: [{ key: "startingPoint", detail: "noBrandNoWebsite" }] },
  "web-development": none,
  "google-ads": none,
  "payflow-systems": none,
};
