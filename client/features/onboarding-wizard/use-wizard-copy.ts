import { wizardDe } from "../../../shared/i18n/pages/wizard.de";
import { type WizardCopy, wizardEn } from "../../../shared/i18n/pages/wizard.en";
import { recommendationDe } from "../../../shared/i18n/pages/recommendation.de";
import { type RecommendationWords, recommendationEn } from "../../../shared/i18n/pages/recommendation.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The wizard's UI copy in the visitor's language. */
export const useWizardCopy = (): WizardCopy => usePageCopy({ en: wizardEn, de: wizardDe });

/** The words the plan is written in, in the visitor's language (the lead keeps English: wizard-contact-form.tsx). */
export const useRecommendationWords = (): RecommendationWords => usePageCopy({ en: recommendationEn, de: recommendationDe });
