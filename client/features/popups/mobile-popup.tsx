import { POPUP_FOCUS_DELAY_MS } from "../../../shared/constants";
import { DialogTitle, ModalDialog } from "../../components/ui/modal-dialog";
import { useRootData } from "../../root-data-context";
import { welcomeBenefits } from "./entry-popup";
import { mobilePopupLead, popupToasts } from "./popup-leads";
import { mobileInterests } from "./popup-options";
import { BenefitList, EmailField, InterestTiles, WelcomeClaims } from "./popup-parts";
import { useInterestPopup } from "./use-interest-popup";

/**
 * The mobile popup: modal, at most 480 px wide, 3 steps with 'Step N of 3';
 * focus moves to the first control 100 ms after opening; the page behind does
 * not scroll while it is open (Radix Dialog locks it).
 */
export function MobilePopup({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeLabel="Close mobile popup"
      initialFocusDelayMs={POPUP_FOCUS_DELAY_MS}
      className="top-2 left-1/2 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-[480px] -translate-x-1/2"
    >
      <MobileSteps onClose={onClose} />
    </ModalDialog>
  );
}

function MobileSteps({ onClose }: { onClose(): void }) {
  const { brand } = useRootData();
  const { step, setStep, interestId, setInterestId, email, setEmail, stepRef, lead, submit } = useInterestPopup({
    success: popupToasts.mobileSuccess,
    buildLead: mobilePopupLead,
  });

  return (
    <div data-popup="mobile">
      <div ref={stepRef} className="p-4 pt-6 sm:p-5 sm:pt-7">
        {step === 1 && (
          <div>
            <div className="pr-10 text-center sm:px-10">
              <DialogTitle className="text-xl font-bold text-slate-900">Welcome to {brand.name}</DialogTitle>
              <p className="mt-1 text-sm text-slate-600">Your white-label growth engine trusted by agencies worldwide</p>
            </div>
            <div className="mt-4">
              <WelcomeClaims />
            </div>
            <div className="mt-4">
              <BenefitList items={welcomeBenefits} />
            </div>
            <button type="button" className="btn btn-accent mt-5 w-full" onClick={() => setStep(2)}>
              Get Started
            </button>
            <button type="button" className="mx-auto mt-2 block px-4 py-2 text-sm text-slate-500 hover:text-slate-800 hover:underline" onClick={onClose}>
              Maybe later
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
            <DialogTitle className="pr-10 text-center text-lg font-bold text-slate-900 sm:px-10">What interests you most?</DialogTitle>
            <p className="mt-1 mb-4 text-center text-sm text-slate-600">Pick your main focus.</p>
            <InterestTiles legend="Your main focus" interests={mobileInterests} value={interestId} onChange={setInterestId} />
            <div className="mt-4">
              <EmailField label="Email address" placeholder="you@youragency.com" value={email} onChange={setEmail} />
            </div>
            <button type="submit" className="btn btn-accent mt-4 w-full" disabled={!email || !interestId || lead.isPending}>
              {lead.isPending ? "Processing..." : "Send Me Growth Ideas"}
            </button>
          </form>
        )}
        {step === 3 && (
          <div className="text-center">
            <DialogTitle className="text-lg font-bold text-slate-900">You're All Set!</DialogTitle>
            <p className="mt-2 text-sm text-slate-600">Thanks for joining us. Our team will follow up with ideas for your agency.</p>
            <button type="button" className="btn btn-primary mt-5 w-full" onClick={onClose}>
              Start Exploring
            </button>
          </div>
        )}
      </div>
      <p className="bg-slate-100 px-4 py-3 text-center text-xs font-medium text-slate-600" aria-live="polite">
        Step {step} of 3
      </p>
    </div>
  );
}
