import type { RegionCode } from "../constants";
import { currencyForRegion, formatMoney, listPrice } from "../pricing/currency";
import { PRICED_SERVICES, type PricedService } from "../pricing/selection";

// The questions of the 'Find Service' wizard and how its answers travel
// in the address: /onboarding-wizard?step=3&business=agency&goal=traffic&...
// Only answers go in the address, never a name, email or phone (the page cache
// keys pages by their full address).

export const BUSINESS_TYPES = {
  agency: "Digital or marketing agency",
  studio: "Web design or development studio",
  consultant: "Freelancer or consultant",
  business: "Business with its own marketing team",
} as const;
export type BusinessType = keyof typeof BUSINESS_TYPES;

export const GOALS = {
  traffic: "Win more organic search traffic",
  leads: "Get leads from paid search ads",
  website: "Launch or rebuild websites",
  ai: "Add AI to products or client services",
  capacity: "Add delivery capacity without hiring",
} as const;
export type Goal = keyof typeof GOALS;

/** The service each main goal points to first. */
export const GOAL_SERVICE: Record<Goal, PricedService> = {
  traffic: "seo",
  leads: "google-ads",
  website: "web-development",
  ai: "ai-development",
  capacity: "dedicated-resources",
};

/** Monthly budget bands; limits are USD list prices, shown converted like every price. */
export const BUDGET_BANDS = {
  small: { fromUsd: 0, toUsd: 1000 },
  medium: { fromUsd: 1000, toUsd: 3000 },
  large: { fromUsd: 3000, toUsd: 8000 },
  xlarge: { fromUsd: 8000, toUsd: null },
} as const;
export type BudgetBand = keyof typeof BUDGET_BANDS;

export const TIMELINES = {
  asap: "As soon as possible",
  quarter: "Within the next three months",
  half: "In three to six months",
  exploring: "Just exploring for now",
} as const;
export type Timeline = keyof typeof TIMELINES;

export interface WizardAnswers {
  business: BusinessType | null;
  goal: Goal | null;
  /** Services of interest; none means "not sure yet". */
  interests: PricedService[];
  budget: BudgetBand | null;
  timeline: Timeline | null;
}

/** The wizard's steps in order; their names are copy keyed by id (shared/i18n/pages/wizard.en.ts and .de.ts). */
export const WIZARD_STEPS = [
  { id: "business" },
  { id: "goal" },
  { id: "interests" },
  { id: "budget" },
  { id: "timeline" },
  { id: "plan" },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export const WIZARD_PARAM = {
  step: "step",
  business: "business",
  goal: "goal",
  interests: "interest",
  budget: "budget",
  timeline: "timeline",
} as const;

const keyOf = <T extends Record<string, unknown>>(options: T, value: string | null): keyof T | null =>
  value !== null && Object.hasOwn(options, value) ? (value as keyof T) : null;

export function parseAnswers(params: URLSearchParams): WizardAnswers {
  const interests = new Set(params.getAll(WIZARD_PARAM.interests));
  return {
    business: keyOf(BUSINESS_TYPES, params.get(WIZARD_PARAM.business)),
    goal: keyOf(GOALS, params.get(WIZARD_PARAM.goal)),
    interests: PRICED_SERVICES.filter((s) => interests.has(s)),
    budget: keyOf(BUDGET_BANDS, params.get(WIZARD_PARAM.budget)),
    timeline: keyOf(TIMELINES, params.get(WIZARD_PARAM.timeline)),
  };
}

export function answersToParams(answers: WizardAnswers, step: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set(WIZARD_PARAM.step, String(step));
  if (answers.business) params.set(WIZARD_PARAM.business, answers.business);
  if (answers.goal) params.set(WIZARD_PARAM.goal, answers.goal);
  for (const s of answers.interests) params.append(WIZARD_PARAM.interests, s);
  if (answers.budget) params.set(WIZARD_PARAM.budget, answers.budget);
  if (answers.timeline) params.set(WIZARD_PARAM.timeline, answers.timeline);
  return params;
}

/** The step (1-based) whose answer is missing first; WIZARD_STEP_COUNT when every answer is in. */
export function firstOpenStep(answers: WizardAnswers): number {
  if (!answers.business) return 1;
  if (!answers.goal) return 2;
  // Step 3 (services of interest) may stay empty: "not sure yet".
  if (!answers.budget) return 4;
  if (!answers.timeline) return 5;
  return WIZARD_STEP_COUNT;
}

/**
 * The step to show for a requested one: never past the first unanswered question.
 * `isBlocked` tells that the visitor asked to go further (pressed Next without answering).
 */
export function resolveStep(requested: string | null, answers: WizardAnswers): { step: number; isBlocked: boolean } {
  const asked = Number(requested);
  const wanted = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, WIZARD_STEP_COUNT) : 1;
  const open = firstOpenStep(answers);
  return wanted > open ? { step: open, isBlocked: true } : { step: wanted, isBlocked: false };
}

/** A budget band in words, from its limits in the region's currency ("" where a band has none). */
export type BudgetWords = (band: BudgetBand, from: string, to: string) => string;

/** The English words, which the lead carries and the English wizard shows (shared/i18n/pages/wizard.en.ts). */
export const budgetInEnglish: BudgetWords = (band, from, to) =>
  band === "small" ? `Under ${to} a month` : band === "xlarge" ? `Over ${from} a month` : `${from} to ${to} a month`;

/**
 * "Under £750 a month", "£750 to £2,250 a month", "Over 6.880 € a month": in English for the lead
 * the team reads, or in a page's words ("Unter 860 € im Monat", shared/i18n/pages/wizard.de.ts).
 */
export function budgetLabel(band: BudgetBand, region: RegionCode, words: BudgetWords = budgetInEnglish): string {
  const { fromUsd, toUsd } = BUDGET_BANDS[band];
  // A band is the visitor's budget, not a price of ours: converted like the list, and unmarked.
  const money = (usd: number | null) => (usd === null ? "" : formatMoney(listPrice(usd, currencyForRegion(region)), region));
  return words(band, money(fromUsd), money(toUsd));
}
