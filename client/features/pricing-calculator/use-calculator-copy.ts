import { calculatorDe } from "../../../shared/i18n/pages/calculator.de";
import { type CalculatorCopy, calculatorEn } from "../../../shared/i18n/pages/calculator.en";
import { estimateDe } from "../../../shared/i18n/pages/estimate.de";
import { type EstimateWords, estimateEn } from "../../../shared/i18n/pages/estimate.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The calculator's UI copy in the visitor's language. */
export const useCalculatorCopy = (): CalculatorCopy => usePageCopy({ en: calculatorEn, de: calculatorDe });

/** The estimate's line items and option names in the visitor's language (the quote lead keeps English: quote-form.tsx). */
export const useEstimateWords = (): EstimateWords => usePageCopy({ en: estimateEn, de: estimateDe });
