import { useRef } from "react";
import { useNavigate } from "react-router";
import { DialogTitle, ModalDialog } from "../../components/ui/modal-dialog";
import { useRootData } from "../../root-data-context";
import { entryPopupLead, popupToasts } from "./popup-leads";
import { entryInterests } from "./popup-options";
import { BenefitList, EmailField, InterestTiles, ProgressDots, WelcomeClaims } from "./popup-parts";
import { useInterestPopup } from "./use-interest-popup";

export const welcomeBenefits = [
  "SEO, Google Ads, websites and AI work delivered under your brand",
  "Specialists who join your team without hiring overhead",
  "A reply within 24 hours",
] as const;

type AfterClose = "pricing" | "bottom" | null;

/** The entry popup: 3 steps; closing resets it and is possible at any step. */
export function EntryPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const afterClose = useRef<AfterClose>(null);
  const closeThen = (next: AfterClose) => {
    afterClose.current = next;
    onClose();
  };
  // Runs once the dialog has let go of the page (scroll lock released).
  const handleClosed = () => {
    const next = afterClose.current;
    afterClose.current = null;
    if (next === "pricing") void navigate("/pricing-calculator");
    if (next === "bottom") {
      // A smooth scroll, unless the visitor asked the system for less motion.
      const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
      requestAnimationFrame(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior }));
    }
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={handleClosed}
      closeLabel="Close welcome popup"
      className="top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2"
    >
      <EntrySteps onClose={onClose} onViewPricing={() => closeThen("pricing")} onBookCall={() => closeThen("bottom")} />
    </ModalDialog>
  );
}

function EntrySteps(props: { onClose(): void; onViewPricing(): void; onBookCall(): void }) {
  const { brand } = useRootData();
  const { step, setStep, interestId, setInterestId, email, setEmail, stepRef, lead, submit } = useInterestPopup({
    success: popupToasts.entrySuccess,
    buildLead: entryPopupLead,
  });

  return (
    <div data-popup="entry">
      <div ref={stepRef} className="p-6 pt-8">
        {step === 1 && (
          <div>
            <div className="text-center">
              <DialogTitle className="text-2xl font-bold text-slate-900">Welcome to {brand.name}</DialogTitle>
              <p className="mt-2 text-slate-600">Your white-label growth engine trusted by agencies worldwide</p>
            </div>
            <div className="mt-5">
              <WelcomeClaims />
            </div>
            <div className="mt-5">
              <BenefitList items={welcomeBenefits} />
            </div>
            <button type="button" className="btn btn-accent mt-6 w-full" onClick={() => setStep(2)}>
              Get Started
            </button>
            <button type="button" className="mx-auto mt-3 block text-sm text-slate-500 hover:text-slate-800 hover:underline" onClick={props.onClose}>
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
            <DialogTitle className="text-center text-2xl font-bold text-slate-900">What brings you here today?</DialogTitle>
            <p className="mt-2 mb-5 text-center text-sm text-slate-600">Pick what fits best and we will tailor what we send you.</p>
            <InterestTiles legend="Your main interest" interests={entryInterests} value={interestId} onChange={setInterestId} />
            <div className="mt-4">
              <EmailField label="Email address" placeholder="you@youragency.com" value={email} onChange={setEmail} />
            </div>
            <button type="submit" className="btn btn-accent mt-4 w-full" disabled={!email || !interestId || lead.isPending}>
              {lead.isPending ? "Processing..." : "Continue Exploring"}
            </button>
          </form>
        )}
        {step === 3 && (
          <div className="text-center">
            <DialogTitle className="text-2xl font-bold text-slate-900">You're All Set!</DialogTitle>
            <p className="mt-3 text-slate-600">Have a look around and see how we can help your agency take on more clients.</p>
            <div className="mt-6 grid grid-cols-2 gap-3">
              <button type="button" className="btn btn-outline" onClick={props.onViewPricing}>
                View Pricing
              </button>
              <button type="button" className="btn btn-outline" onClick={props.onBookCall}>
                Book a Call
              </button>
            </div>
            <button type="button" className="btn btn-primary mt-3 w-full" onClick={props.onClose}>
              Start Exploring
            </button>
          </div>
        )}
      </div>
      <ProgressDots step={step} total={3} />
    </div>
  );
}
