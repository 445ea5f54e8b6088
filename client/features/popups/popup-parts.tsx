import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { firstFocusable } from "../../components/ui/modal-dialog";
import { PopupIcon } from "./popup-icon";
import { optionLabel } from "../../../shared/i18n/copy";
import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import type { PopupInterest } from "./popup-options";

/**
 * When the step changes, focus moves to the first control of the new step, so a
 * keyboard user carries on where the content is (the old button is gone).
 */
export function useStepFocus(stepRef: RefObject<HTMLElement | null>, step: number): void {
  const firstStep = useRef(step);
  useEffect(() => {
    if (step === firstStep.current) return;
    firstFocusable(stepRef.current)?.focus();
  }, [step, stepRef]);
}

/** Progress dots, one per step, filled up to the current one. */
export function ProgressDots({ step, total, label }: { step: number; total: number; label: string }) {
  return (
    <div className="flex justify-center gap-2 bg-slate-100 px-6 py-3" role="img" aria-label={label}>
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          data-testid="progress-dot"
          data-active={i < step ? "true" : "false"}
          className={`h-2 w-2 rounded-full ${i < step ? "bg-indigo-600" : "bg-slate-300"}`}
        />
      ))}
    </div>
  );
}

/** Six interest tiles as one radio group: arrow keys move between them, Space picks one. */
export function InterestTiles(props: {
  legend: string;
  interests: readonly PopupInterest[];
  /** The interests' names in the visitor's language, by id. */
  names: Record<string, string>;
  value: string;
  onChange(id: string): void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        {props.interests.map((interest) => (
          <label
            key={interest.id}
            className="interest-tile flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-slate-200 p-3 text-center text-sm font-medium text-slate-800 transition-colors hover:border-indigo-300 has-[:checked]:border-indigo-600 has-[:checked]:hover:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={interest.id}
              checked={props.value === interest.id}
              onChange={() => props.onChange(interest.id)}
              className="sr-only"
            />
            <PopupIcon name={interest.icon} className="text-indigo-600" />
            {optionLabel(props.names, interest.id)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The popup's email input, with the server's error for it beside it. */
export function EmailField(props: {
  label: string;
  placeholder: string;
  value: string;
  fieldErrors: Record<string, string[]>;
  onChange(value: string): void;
}) {
  const formId = useId();
  const field = fieldProps(formId, "email", props.fieldErrors);
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        {...field}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="w-full rounded-lg border-2 border-slate-200 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none"
      />
      <FieldError formId={formId} name="email" fieldErrors={props.fieldErrors} />
    </div>
  );
}

/** The three claims bullets of the welcome steps. */
export function BenefitList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-indigo-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The two welcome claims: '25+ Agencies trust us' and '3x Growth average client'. */
export function WelcomeClaims({ text }: { text: LeadCaptureCopy["popups"] }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      <li className="rounded-lg bg-indigo-50 p-3 text-center">
        <strong className="block text-lg text-slate-900">{text.claimAgencies}</strong>{" "}
        <span className="text-xs text-slate-600">{text.claimAgenciesText}</span>
      </li>
      <li className="rounded-lg bg-emerald-50 p-3 text-center">
        <strong className="block text-lg text-slate-900">{text.claimGrowth}</strong>{" "}
        <span className="text-xs text-slate-600">{text.claimGrowthText}</span>
      </li>
    </ul>
  );
}
