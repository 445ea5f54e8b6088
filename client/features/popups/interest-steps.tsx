import type { ReactNode } from "react";
import type { LeadInput } from "../../../shared/schemas/lead";
import { DialogTitle } from "../../components/ui/modal-dialog";
import type { ToastInput } from "../../lib/toasts/toast-store";
import { useCopy } from "../../lib/region/use-copy";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { useRootData } from "../../root-data-context";
import type { PopupInterest } from "./popup-options";
import { BenefitList, EmailField, InterestTiles, ProgressDots, WelcomeClaims } from "./popup-parts";
import { useInterestPopup } from "./use-interest-popup";

/** What differs between the interest popups besides their size. */
export interface InterestPopupContent {
  kind: "entry" | "mobile";
  interests: readonly PopupInterest[];
  /** The interests' names in the visitor's language, by id. */
  interestNames: Record<string, string>;
  interestTitle: string;
  interestIntro: string;
  interestLegend: string;
  submitLabel: string;
  doneText: string;
  success: ToastInput;
  buildLead(input: { email: string; interestId: string }): LeadInput;
}

// The mobile popup is compact: smaller type and spacing, room kept for the close
// button beside the titles, and the step counted in words instead of dots.
const SIZES = {
  regular: {
    frame: "p-6 pt-8",
    welcomeHeader: "text-center",
    welcomeTitle: "text-2xl font-bold text-slate-900",
    welcomeIntro: "mt-2 text-slate-600",
    block: "mt-5",
    start: "mt-6",
    later: "mt-3",
    interestTitle: "text-center text-2xl font-bold text-slate-900",
    interestIntro: "mt-2 mb-5 text-center text-sm text-slate-600",
    doneTitle: "text-2xl font-bold text-slate-900",
    doneText: "mt-3 text-slate-600",
    close: "mt-6",
  },
  compact: {
    frame: "p-4 pt-6 sm:p-5 sm:pt-7",
    welcomeHeader: "pr-10 text-center sm:px-10",
    welcomeTitle: "text-xl font-bold text-slate-900",
    welcomeIntro: "mt-1 text-sm text-slate-600",
    block: "mt-4",
    start: "mt-5",
    later: "mt-2 px-4 py-2",
    interestTitle: "pr-10 text-center text-lg font-bold text-slate-900 sm:px-10",
    interestIntro: "mt-1 mb-4 text-center text-sm text-slate-600",
    doneTitle: "text-lg font-bold text-slate-900",
    doneText: "mt-2 text-sm text-slate-600",
    close: "mt-5",
  },
} as const;

/**
 * The three steps of the entry and mobile popups: welcome, interest and email
 * (the lead is posted), done. Mounted only while the popup is open, so closing
 * resets them.
 */
export function InterestSteps(props: { content: InterestPopupContent; compact?: boolean; doneActions?: ReactNode; onClose(): void }) {
  const { content, doneActions, onClose } = props;
  const size = SIZES[props.compact ? "compact" : "regular"];
  const { brand } = useRootData();
  const copy = useCopy();
  const text = useLeadCaptureCopy().popups;
  const { step, setStep, interestId, setInterestId, email, setEmail, stepRef, isPending, fieldErrors, submit } = useInterestPopup(content);

  return (
    <div data-popup={content.kind}>
      <div ref={stepRef} className={size.frame}>
        {step === 1 && (
          <div>
            <div className={size.welcomeHeader}>
              <DialogTitle className={size.welcomeTitle}>{text.welcome(brand.name)}</DialogTitle>
              <p className={size.welcomeIntro}>{text.welcomeIntro}</p>
            </div>
            <div className={size.block}>
              <WelcomeClaims />
            </div>
            <div className={size.block}>
              <BenefitList items={text.benefits} />
            </div>
            <button type="button" className={`btn btn-accent w-full ${size.start}`} onClick={() => setStep(2)}>
              {text.getStarted}
            </button>
            <button
              type="button"
              className={`mx-auto block text-sm text-slate-500 hover:text-slate-800 hover:underline ${size.later}`}
              onClick={onClose}
            >
              {text.later}
            </button>
          </div>
        )}
        {step === 2 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <DialogTitle className={size.interestTitle}>{content.interestTitle}</DialogTitle>
            <p className={size.interestIntro}>{content.interestIntro}</p>
            <InterestTiles
              legend={content.interestLegend}
              interests={content.interests}
              names={content.interestNames}
              value={interestId}
              onChange={setInterestId}
            />
            <div className="mt-4">
              <EmailField
                label={text.emailLabel}
                placeholder={text.emailPlaceholder}
                value={email}
                fieldErrors={fieldErrors}
                onChange={setEmail}
              />
            </div>
            <button type="submit" className="btn btn-accent mt-4 w-full" disabled={!email || !interestId || isPending}>
              {isPending ? text.processing : content.submitLabel}
            </button>
          </form>
        )}
        {step === 3 && (
          <div className="text-center">
            <DialogTitle className={size.doneTitle}>{text.doneTitle}</DialogTitle>
            <p className={size.doneText}>{content.doneText}</p>
            {doneActions}
            <button type="button" className={`btn btn-primary w-full ${doneActions ? "mt-3" : size.close}`} onClick={onClose}>
              {text.startExploring}
            </button>
          </div>
        )}
      </div>
      {props.compact ? (
        <p className="bg-slate-100 px-4 py-3 text-center text-xs font-medium text-slate-600" aria-live="polite">
          {copy.common.stepOf(step, 3)}
        </p>
      ) : (
        <ProgressDots step={step} total={3} label={copy.common.stepOf(step, 3)} />
      )}
    </div>
  );
}
