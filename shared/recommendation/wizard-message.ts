import type { RegionCode } from "../constants";
import { SERVICE_LABELS } from "../pricing/quote-message";
import { answersToParams, budgetLabel, BUSINESS_TYPES, GOALS, TIMELINES, WIZARD_STEP_COUNT } from "./answers";
import type { CompleteAnswers, Recommendation } from "./recommend";

// The text an 'onboarding-wizard' lead carries: every answer, the recommendation
// and links back to both. Contact details are fields of their own.

export const WIZARD_PATH = "/onboarding-wizard";
/** Label of the message line that links back to the answers (also read to restore them). */
export const ANSWERS_LINK_LABEL = "Answers link";

export function interestsText(answers: CompleteAnswers): string {
  return answers.interests.length > 0 ? answers.interests.map((s) => SERVICE_LABELS[s]).join(", ") : "Not sure yet";
}

export function wizardMessage(answers: CompleteAnswers, recommendation: Recommendation, region: RegionCode, siteUrl: string): string {
  return [
    "Onboarding wizard answers",
    `Business: ${BUSINESS_TYPES[answers.business]}`,
    `Main goal: ${GOALS[answers.goal]}`,
    `Services of interest: ${interestsText(answers)}`,
    `Monthly budget: ${budgetLabel(answers.budget, region)}`,
    `Timeline: ${TIMELINES[answers.timeline]}`,
    "",
    "Recommendation:",
    ...recommendation.services.map((s) => `- ${s.name}: ${s.packageName}, ${s.priceText}`),
    `Suggested package: ${recommendation.suggestedPackage.name} (${recommendation.suggestedPackage.priceText})`,
    "",
    `Calculator link: ${siteUrl}${recommendation.calculatorHref}`,
    `${ANSWERS_LINK_LABEL}: ${siteUrl}${WIZARD_PATH}?${answersToParams(answers, WIZARD_STEP_COUNT).toString()}`,
  ].join("\n");
}
