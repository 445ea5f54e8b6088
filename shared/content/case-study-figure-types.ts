// The shape of a case study's figures (shared/content/case-study-figures.ts): numbers with
// their unit, so every page writes them in its own locale and every chart is drawn from them
// (client/components/content/case-study-chart.tsx). Labels are copy, keyed by `MetricKey` and
// `ContextKey` (shared/i18n/pages/case-studies.*.ts).

/** What a number counts. Money is in the currency the client reported it in. */
export const figureUnits = [
  "count",
  "percent",
  "gbp",
  "usd",
  "score",
  "position",
  "positions",
  "hours",
  "days",
  "months",
  "years",
  "people",
  "seconds",
  "multiple",
] as const;

export type FigureUnit = (typeof figureUnits)[number];

/** One reported number: a single value, a range (`to`), "or more" (`orMore`) or "about" (`approx`). */
export interface Amount {
  value: number;
  /** Upper end of a reported range ("10–12"). */
  to?: number;
  /** Reported as "25+". */
  orMore?: boolean;
  /** Reported as "about 30". */
  approx?: boolean;
  /** Reported rounded ("1.82K", "1.33M"): written in compact notation. */
  compact?: boolean;
}

export const metricKeys = [
  "formSubmissions",
  "formSubmissionsPerMonth",
  "organicUsers",
  "impressions",
  "firstPlaceRankings",
  "rankingKeywords",
  "searchConsoleClicks",
  "searchConsoleImpressions",
  "seoScore",
  "phoneClicks",
  "formClicks",
  "pageViews",
  "mobileSpeedScore",
  "desktopSpeedScore",
  "organicClicks",
  "averagePosition",
  "clickThroughRate",
  "topKeywordGains",
  "totalUsers",
  "returningUsers",
  "peakDailySessions",
  "engagementRate",
  "engagedSessions",
  "sessions",
  "users",
  "engagementPerUser",
  "averagePositionGain",
  "lowestCpaPmax",
  "bestConversionRate",
  "topCtr",
  "conversions",
  "clicks",
  "costPerConversion30Day",
  "costPerAcquisition",
  "pmaxConversions",
  "pmaxConversionRate",
  "returnOnAdSpend",
  "averageCpa",
  "leadFormSubmissions",
  "bestImpressionShare",
  "monthlyProjects",
  "costSavings",
  "turnaround",
  "monthlyCampaigns",
  "websitesPerMonth",
  "deliveryTime",
  "designPhase",
] as const;

export type MetricKey = (typeof metricKeys)[number];

/**
 * A measured outcome. Which picture it gets follows from what was reported
 * (`chartKindOf` in case-study-figures.ts): before and after, a change alone, a share of a
 * whole, a range around an average, a duration, or a plain number.
 */
export interface ResultFigure {
  metric: MetricKey;
  unit: FigureUnit;
  before?: Amount;
  /** The value at the end (or the only value reported). Absent when only a change was reported. */
  after?: Amount;
  /** The change in percent exactly as the client reported it (+122, −82). */
  change?: number;
  /** The whole `after` is part of (141 organic users of 230). */
  of?: number;
  /** The reported spread around `after` (an average CPA between its campaigns' lowest and highest). */
  range?: { low: number; high: number };
  /** Fewer is better (cost per acquisition, turnaround, average position). */
  lowerIsBetter?: boolean;
}

export const contextKeys = [
  "timeToResults",
  "duration",
  "period",
  "keywordsIndexedBefore",
  "dailyOrganicVisitorsBefore",
  "averageDailyBudget",
  "dailyBudget",
  "totalSpend",
  "activeCampaigns",
  "pmaxSpend",
  "impressionShareLostBefore",
  "team",
  "partnership",
  "followOn",
  "firstProject",
  "startingPoint",
  "newServiceLine",
] as const;

export type ContextKey = (typeof contextKeys)[number];

/** Short phrases some context facts consist of; their words are copy. */
export const detailKeys = [
  "googleAdsExpertAndWebDeveloper",
  "ongoing",
  "clientSitesAndTeam",
  "firstUkWhiteLabelSite",
  "noWebsiteWordOfMouth",
  "noBrandNoWebsite",
  "seo",
] as const;

export type DetailKey = (typeof detailKeys)[number];

/** The circumstances of an engagement: its team, time span, budget, starting point. Not a result. */
export interface ContextFact {
  key: ContextKey;
  amount?: Amount;
  unit?: FigureUnit;
  /** A period as ISO dates, to the day ("2025-01-17") or the month ("2025-05"). */
  from?: string;
  to?: string;
  detail?: DetailKey;
}

export interface StudyFigures {
  /** Measured outcomes in the study's own order of importance. */
  results: readonly ResultFigure[];
  context: readonly ContextFact[];
  /**
   * The result the cover, the hero and the social card lead with, by its metric, as staff chose it;
   * absent: the first of `results` (shared/content/case-study-figures.ts `headlineOf`).
   */
  headline?: MetricKey;
}
