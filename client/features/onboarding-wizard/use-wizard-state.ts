import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { useNavigate } from "../../lib/region/region-link";
import { searchFromMessageLink } from "../../../shared/pricing/quote-message";
import { answersToParams, parseAnswers, resolveStep, WIZARD_PARAM, type WizardAnswers } from "../../../shared/recommendation/answers";
import { ANSWERS_LINK_LABEL, WIZARD_PATH } from "../../../shared/recommendation/wizard-message";
import type { FormState } from "../../../shared/form-state";
import { useRootData } from "../../root-data-context";
import { useOwnAddressWrites } from "../../lib/routing/use-own-address-writes";

export const WIZARD_FORM_TYPE = "onboarding-wizard";

/** A plain contact post that failed comes back without the query string; its message links to the answers. */
function wizardParams(params: URLSearchParams, formState: FormState | null): URLSearchParams {
  if (params.has(WIZARD_PARAM.step) || formState?.formType !== WIZARD_FORM_TYPE) return params;
  const restored = searchFromMessageLink(formState.values.message, ANSWERS_LINK_LABEL, WIZARD_PATH);
  return restored ? new URLSearchParams(restored) : params;
}

export interface WizardState {
  answers: WizardAnswers;
  step: number;
  /** The address asked for a later step while this one has no answer (Next without JavaScript). */
  isBlocked: boolean;
  /** Keeps the answers of the step on screen in the address (replace), so a reload keeps them. */
  setAnswers(next: WizardAnswers): void;
  /** Moves to a step: a new history entry, so the browser's Back goes one step back. */
  goTo(step: number): void;
  hrefFor(step: number): string;
}

/**
 * The wizard's state lives in the address (docs/product-rules.md#pricing-calculator-and-wizard): step and answers, never contact
 * details. The server renders any step from it; the page keeps it while the visitor clicks.
 */
export function useWizardState(): WizardState {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { formState } = useRootData();
  const source = wizardParams(params, formState);
  const [answers, setAnswersState] = useState(() => parseAnswers(source));
  const fromOutside = useCallback((search: string) => setAnswersState(parseAnswers(new URLSearchParams(search))), []);
  const wrote = useOwnAddressWrites(params.toString(), fromOutside);

  const { step, isBlocked } = resolveStep(source.get(WIZARD_PARAM.step), answers);

  const setAnswers = useCallback(
    (next: WizardAnswers) => {
      setAnswersState(next);
      const nextParams = answersToParams(next, step);
      wrote(nextParams.toString());
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setParams, step, wrote],
  );
  const hrefFor = useCallback((target: number) => `${WIZARD_PATH}?${answersToParams(answers, target).toString()}`, [answers]);
  const goTo = useCallback(
    (target: number) => {
      const nextSearch = answersToParams(answers, target).toString();
      wrote(nextSearch);
      navigate(`${WIZARD_PATH}?${nextSearch}`, { preventScrollReset: true });
    },
    [answers, navigate, wrote],
  );
  return { answers, step, isBlocked, setAnswers, goTo, hrefFor };
}
