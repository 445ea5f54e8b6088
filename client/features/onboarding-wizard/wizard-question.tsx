import { useState, type FormEvent, type RefObject } from "react";
import { Link, useRegionalPath } from "../../lib/region/region-link";
import { answersToParams, WIZARD_PARAM } from "../../../shared/recommendation/answers";
import { WIZARD_PATH } from "../../../shared/recommendation/wizard-message";
import type { Question } from "./wizard-questions";
import { useWizardCopy } from "./use-wizard-copy";
import type { WizardState } from "./use-wizard-state";

/**
 * One question as a GET form: without JavaScript, Next loads the next step with
 * every answer so far in the query string (hidden fields carry the earlier ones).
 */
export function WizardQuestion(props: { state: WizardState; question: Question; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const regional = useRegionalPath();
  const { state, question } = props;
  const { answers, step } = state;
  const [isMissing, setMissing] = useState(false);
  const copy = useWizardCopy();
  const chosen = question.current(answers);
  const carried = [...answersToParams(answers, step + 1)].filter(([name]) => name !== question.param && name !== WIZARD_PARAM.step);
  const errorId = `wizard-error-${step}`;
  const showError = isMissing || (state.isBlocked && chosen.length === 0);

  const handleChange = (value: string, isOn: boolean) => {
    const values = question.isMultiple ? (isOn ? [...chosen, value] : chosen.filter((v) => v !== value)) : [value];
    setMissing(false);
    state.setAnswers(question.answer(answers, values));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.isMultiple && chosen.length === 0) {
      setMissing(true);
      return;
    }
    state.goTo(step + 1);
  };

  return (
    <form method="get" action={regional(WIZARD_PATH)} onSubmit={handleSubmit} noValidate>
      {carried.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={WIZARD_PARAM.step} value={step + 1} />
      <fieldset aria-describedby={showError ? errorId : undefined}>
        <legend className="contents">
          <h2 ref={props.headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
            {question.title}
          </h2>
        </legend>
        <p className="mt-2 text-slate-600">{question.hint}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {question.options.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm transition-colors hover:border-indigo-300 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-300"
            >
              <input
                type={question.isMultiple ? "checkbox" : "radio"}
                name={question.param}
                value={o.value}
                checked={chosen.includes(o.value)}
                onChange={(e) => handleChange(o.value, e.target.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              <span className="font-medium">{o.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {showError && (
        <p id={errorId} role="alert" className="mt-4 text-sm font-medium text-red-700">
          {copy.chooseOne}
        </p>
      )}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        {step > 1 ? (
          <Link to={state.hrefFor(step - 1)} className="btn btn-ghost" preventScrollReset>
            {copy.back}
          </Link>
        ) : (
          <span />
        )}
        <button type="submit" className="btn btn-primary">
          {copy.next}
        </button>
      </div>
    </form>
  );
}
