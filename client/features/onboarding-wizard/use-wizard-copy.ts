import { wizardDe } from "../../../shared/i18n/pages/wizard.de";
import { type WizardCopy, wizardEn } from "../../../shared/i18n/pages/wizard.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The wizard's UI copy in the visitor's language. */
export const useWizardCopy = (): WizardCopy => usePageCopy({ en: wizardEn, de: wizardDe });
