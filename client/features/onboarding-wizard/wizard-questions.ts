import type { RegionCode } from "../../../shared/constants";
import type { WizardCopy } from "../../../shared/i18n/pages/wizard.en";
import { PRICED_SERVICES } from "../../../shared/pricing/selection";
import { BUDGET_BANDS, type BudgetBand, budgetLabel, WIZARD_PARAM, type WizardAnswers } from "../../../shared/recommendation/answers";

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

export function questionFor(step: number, region: RegionCode, copy: WizardCopy): Question {
  const { questions } = copy;
  switch (step) {
    case 1:
      return {
        ...questions.business,
        param: WIZARD_PARAM.business,
        isMultiple: false,
        options: entries(copy.businessTypes),
        answer: (a, [v]) => ({ ...a, business: (v ?? null) as WizardAnswers["business"] }),
        current: (a) => (a.business ? [a.business] : []),
      };
    case 2:
      return {
        ...questions.goal,
        param: WIZARD_PARAM.goal,
        isMultiple: false,
        options: entries(copy.goals),
        answer: (a, [v]) => ({ ...a, goal: (v ?? null) as WizardAnswers["goal"] }),
        current: (a) => (a.goal ? [a.goal] : []),
      };
    case 3:
      return {
        ...questions.interests,
        param: WIZARD_PARAM.interests,
        isMultiple: true,
        options: PRICED_SERVICES.map((s) => ({ value: s, label: copy.services[s] })),
        answer: (a, values) => ({ ...a, interests: PRICED_SERVICES.filter((s) => values.includes(s)) }),
        current: (a) => a.interests,
      };
    case 4:
      return {
        ...questions.budget,
        param: WIZARD_PARAM.budget,
        isMultiple: false,
        options: Object.keys(BUDGET_BANDS).map((band) => ({ value: band, label: budgetLabel(band as BudgetBand, region, copy.budget) })),
        answer: (a, [v]) => ({ ...a, budget: (v ?? null) as WizardAnswers["budget"] }),
        current: (a) => (a.budget ? [a.budget] : []),
      };
    default:
      return {
        ...questions.timeline,
        param: WIZARD_PARAM.timeline,
        isMultiple: false,
        options: entries(copy.timelines),
        answer: (a, [v]) => ({ ...a, timeline: (v ?? null) as WizardAnswers["timeline"] }),
        current: (a) => (a.timeline ? [a.timeline] : []),
      };
  }
}
