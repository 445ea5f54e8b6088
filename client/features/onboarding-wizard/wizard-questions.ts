import type { RegionCode } from "../../../shared/constants";
import { SERVICE_LABELS } from "../../../shared/pricing/quote-message";
import { PRICED_SERVICES } from "../../../shared/pricing/selection";
import {
  BUDGET_BANDS,
  budgetLabel,
  BUSINESS_TYPES,
  GOALS,
  TIMELINES,
  WIZARD_PARAM,
  type WizardAnswers,
} from "../../../shared/recommendation/answers";

// The five questions before the plan (business, goal, services of
// interest, monthly budget, timeline). Step 6 is the plan with the contact details.

export interface Question {
  title: string;
  hint: string;
  param: string;
  isMultiple: boolean;
  options: { value: string; label: string }[];
  /** The answers with `values` as this question's answer. */
  answer(answers: WizardAnswers, values: string[]): WizardAnswers;
  current(answers: WizardAnswers): string[];
}

const entries = (record: Record<string, string>) => Object.entries(record).map(([value, label]) => ({ value, label }));

export function questionFor(step: number, region: RegionCode): Question {
  switch (step) {
    case 1:
      return {
        title: "What best describes your business?",
        hint: "Choose one.",
        param: WIZARD_PARAM.business,
        isMultiple: false,
        options: entries(BUSINESS_TYPES),
        answer: (a, [v]) => ({ ...a, business: (v ?? null) as WizardAnswers["business"] }),
        current: (a) => (a.business ? [a.business] : []),
      };
    case 2:
      return {
        title: "What is your main goal right now?",
        hint: "Choose the one that matters most; we'll cover the rest on the call.",
        param: WIZARD_PARAM.goal,
        isMultiple: false,
        options: entries(GOALS),
        answer: (a, [v]) => ({ ...a, goal: (v ?? null) as WizardAnswers["goal"] }),
        current: (a) => (a.goal ? [a.goal] : []),
      };
    case 3:
      return {
        title: "Which services are you interested in?",
        hint: "Tick any that apply, or none if you are not sure yet.",
        param: WIZARD_PARAM.interests,
        isMultiple: true,
        options: PRICED_SERVICES.map((s) => ({ value: s, label: SERVICE_LABELS[s] })),
        answer: (a, values) => ({ ...a, interests: PRICED_SERVICES.filter((s) => values.includes(s)) }),
        current: (a) => a.interests,
      };
    case 4:
      return {
        title: "What monthly budget do you have in mind?",
        hint: "A rough figure is fine; it sizes the package we suggest.",
        param: WIZARD_PARAM.budget,
        isMultiple: false,
        options: Object.keys(BUDGET_BANDS).map((band) => ({ value: band, label: budgetLabel(band as keyof typeof BUDGET_BANDS, region) })),
        answer: (a, [v]) => ({ ...a, budget: (v ?? null) as WizardAnswers["budget"] }),
        current: (a) => (a.budget ? [a.budget] : []),
      };
    default:
      return {
        title: "When would you like to start?",
        hint: "Choose one.",
        param: WIZARD_PARAM.timeline,
        isMultiple: false,
        options: entries(TIMELINES),
        answer: (a, [v]) => ({ ...a, timeline: (v ?? null) as WizardAnswers["timeline"] }),
        current: (a) => (a.timeline ? [a.timeline] : []),
      };
  }
}
