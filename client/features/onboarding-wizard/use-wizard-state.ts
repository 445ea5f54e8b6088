import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useNavigate } from "../../lib/region/region-link";
import { searchFromMessageLink } from "../../../shared/pricing/quote-message";
import { answersToParams, parseAnswers, resolveStep, WIZARD_PARAM, type WizardAnswers } from "../../../shared/recommendation/answers";
import { ANSWERS_LINK_LABEL, WIZARD_PATH } from "../../../shared/recommendation/wizard-message";
import type { FormState } from "../../../shared/form-state";
import { useRootData } from "../../root-data-context";

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
  const search = params.toString();
  const written = useRef(search);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setAnswersState(parseAnswers(new URLSearchParams(search)));
  }, [search]);

  const { step, isBlocked } = resolveStep(source.get(WIZARD_PARAM.step), answers);

  const setAnswers = useCallback(
    (next: WizardAnswers) => {
      setAnswersState(next);
      const nextParams = answersToParams(next, step);
      written.current = nextParams.toString();
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setParams, step],
  );
  const hrefFor = useCallback((target: number) => `${WIZARD_PATH}?${answersToParams(answers, target).toString()}`, [answers]);
  const goTo = useCallback(
    (target: number) => {
      const nextParams = answersToParams(answers, target);
      written.current = nextParams.toString();
      navigate(`${WIZARD_PATH}?${written.current}`, { preventScrollReset: true });
    },
    [answers, navigate],
  );
  return { answers, step, isBlocked, setAnswers, goTo, hrefFor };
}
