import { calculatorDe } from "../../../shared/i18n/pages/calculator.de";
import { type CalculatorCopy, calculatorEn } from "../../../shared/i18n/pages/calculator.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The calculator's UI copy in the visitor's language. */
export const useCalculatorCopy = (): CalculatorCopy => usePageCopy({ en: calculatorEn, de: calculatorDe });
