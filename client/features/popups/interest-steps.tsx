import type { ReactNode } from "react";
import type { LeadInput } from "../../../shared/schemas/lead";
import { DialogTitle } from "../../components/ui/modal-dialog";
import type { ToastInput } from "../../lib/toasts/toast-store";
import { useCopy } from "../../lib/region/use-copy";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { useRootData } from "../../root-data-context";
import type { PopupInterest } from "./popup-options";
import { EmailField, InterestTiles, ProgressDots } from "./popup-parts";
import { POPUP_SIZES } from "./popup-sizes";
import { WelcomeStep } from "./welcome-step";
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

/**
 * The three steps of the entry and mobile popups: welcome, interest and email
 * (the lead is posted), done. Mounted only while the popup is open, so closing
 * resets them.
 */
export function InterestSteps(props: {
  content: InterestPopupContent;
  compact?: boolean;
  doneActions?: ReactNode;
  /** Where it starts: 2 when the visitor went on from the server's copy of the first step. */
  initialStep?: number;
  onClose(): void;
}) {
  const { content, doneActions, onClose } = props;
  const size = POPUP_SIZES[props.compact ? "compact" : "regular"];
  const { brand } = useRootData();
  const copy = useCopy();
  const text = useLeadCaptureCopy().popups;
  const { step, setStep, interestId, setInterestId, email, setEmail, stepRef, isPending, fieldErrors, submit } = useInterestPopup(
    content,
    props.initialStep,
  );

  return (
    <div data-popup={content.kind}>
      <div ref={stepRef} className={size.frame}>
        {step === 1 && (
          <WelcomeStep
            size={size}
            text={text}
            title={<DialogTitle className={size.welcomeTitle}>{text.welcome(brand.name)}</DialogTitle>}
            start={{ onClick: () => setStep(2) }}
            later={{ onClick: onClose }}
          />
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
