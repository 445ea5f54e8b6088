import { useEffect, useRef, type RefObject } from "react";
import { Link } from "../../lib/region/region-link";
import { firstOpenStep, WIZARD_STEP_COUNT } from "../../../shared/recommendation/answers";
import { isComplete, recommend } from "../../../shared/recommendation/recommend";
import { WIZARD_PATH } from "../../../shared/recommendation/wizard-message";
import { usePageRegion } from "../../lib/region/region-context";
import { useRecommendationWords, useWizardCopy } from "./use-wizard-copy";
import { useWizardState } from "./use-wizard-state";
import { WizardContactForm } from "./wizard-contact-form";
import { WizardPlan } from "./wizard-plan";
import { WizardProgress } from "./wizard-progress";
import { WizardQuestion } from "./wizard-question";
import { usePrices } from "../../lib/region/use-price-text";
import { questionFor } from "./wizard-questions";

/** The 'Find Service' wizard: five questions, then the plan and the contact details. */
export function OnboardingWizard() {
  const region = usePageRegion();
  const state = useWizardState();
  const copy = useWizardCopy();
  const { step, answers } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Keyboard and screen-reader users continue from the new question, not from the old button.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const isPlan = step === WIZARD_STEP_COUNT && isComplete(answers);
  return (
    <div className="card p-5 sm:p-8" data-testid="wizard">
      <WizardProgress step={step} reachable={firstOpenStep(answers)} hrefFor={state.hrefFor} />
      {isPlan ? (
        <PlanStep answers={answers} region={region} headingRef={headingRef} backHref={state.hrefFor(step - 1)} />
      ) : (
        <WizardQuestion key={step} state={state} question={questionFor(step, region, copy)} headingRef={headingRef} />
      )}
    </div>
  );
}

function PlanStep(props: {
  answers: Parameters<typeof recommend>[0];
  region: Parameters<typeof recommend>[1];
  headingRef: RefObject<HTMLHeadingElement | null>;
  backHref: string;
}) {
  const recommendation = recommend(props.answers, props.region, useRecommendationWords(), usePrices());
  const copy = useWizardCopy();
  return (
    <div className="space-y-8">
      <WizardPlan recommendation={recommendation} region={props.region} headingRef={props.headingRef} />
      <WizardContactForm answers={props.answers} region={props.region} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={props.backHref} className="btn btn-ghost" preventScrollReset>
          {copy.back}
        </Link>
        <Link to={WIZARD_PATH} className="text-sm font-medium text-slate-600 underline-offset-2 hover:underline">
          {copy.startAgain}
        </Link>
      </div>
    </div>
  );
}
