import { useId, useRef, useState } from "react";
import { DialogTitle, ModalDialog } from "../../components/ui/modal-dialog";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { exitPopupLead, popupToasts } from "./popup-leads";
import { exitOffers } from "../../../shared/content/exit-offers";
import { EmailField, ProgressDots, useStepFocus } from "./popup-parts";

/** The exit-intent popup: 4 steps, 4 progress dots; closing resets it. */
export function ExitIntentPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeLabel="Close offer"
      className="top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2"
    >
      {/* Mounted only while open, so closing resets step, email and service. */}
      <ExitIntentSteps onClose={onClose} />
    </ModalDialog>
  );
}

function ExitIntentSteps({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState(1);
  const [offerId, setOfferId] = useState("");
  const [email, setEmail] = useState("");
  const stepRef = useRef<HTMLDivElement>(null);
  const groupName = useId();
  useStepFocus(stepRef, step);
  const lead = useLeadPost({ success: () => popupToasts.exitSuccess, failure: () => popupToasts.exitFailure });
  const offer = exitOffers.find((o) => o.id === offerId);

  const claim = () => {
    // The claim is sent only when both email and service are set.
    if (!email.trim() || !offer || lead.isPending) return;
    lead.post(exitPopupLead({ email, offerId }), { onSuccess: () => setStep(4) });
  };

  return (
    <div data-popup="exit">
      <div ref={stepRef} className="p-6 pt-8">
        {step === 1 && (
          <div className="text-center">
            <DialogTitle className="text-2xl font-bold text-slate-900">Wait! Don't Miss Out</DialogTitle>
            <p className="mt-3 text-slate-600">
              Before you go: we have set aside an exclusive discount on the white-label service your agency needs most.
            </p>
            <button type="button" className="btn btn-primary mt-6 w-full" onClick={() => setStep(2)}>
              Show Me The Offer
            </button>
            <button
              type="button"
              className="mt-3 text-sm text-slate-500 underline-offset-2 hover:text-slate-800 hover:underline"
              onClick={onClose}
            >
              No thanks, I'll leave
            </button>
          </div>
        )}
        {step === 2 && (
          <div>
            <DialogTitle className="text-center text-2xl font-bold text-slate-900">Limited Time Offer!</DialogTitle>
            <p className="mt-2 text-center text-sm text-slate-600">Choose a service to unlock its discount.</p>
            <fieldset className="mt-5">
              <legend className="sr-only">Service</legend>
              <div className="space-y-2">
                {exitOffers.map((o) => (
                  <label
                    key={o.id}
                    className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border-2 border-slate-200 p-3 transition-colors hover:border-indigo-300 has-[:checked]:border-indigo-600 has-[:checked]:hover:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500"
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={o.id}
                      checked={offerId === o.id}
                      onChange={() => setOfferId(o.id)}
                      className="sr-only"
                    />
                    <span className="font-medium text-slate-900">{o.name}</span>
                    <span className="font-bold text-emerald-700">{o.discount} OFF</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="button" className="btn btn-primary mt-5 w-full" disabled={!offer} onClick={() => setStep(3)}>
              Continue to Claim Offer
            </button>
          </div>
        )}
        {step === 3 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              claim();
            }}
          >
            <DialogTitle className="text-center text-2xl font-bold text-slate-900">Almost There!</DialogTitle>
            <p className="mt-2 text-center text-sm text-slate-600">Enter your email and we will send your discount code.</p>
            {offer && (
              <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-center">
                <span className="block text-sm font-medium text-slate-800">{offer.name}</span>
                <span className="text-lg font-bold text-emerald-700">{offer.discount} OFF</span>
              </p>
            )}
            <div className="mt-4">
              <EmailField
                label="Email address"
                placeholder="you@youragency.com"
                value={email}
                fieldErrors={lead.fieldErrors}
                onChange={setEmail}
              />
            </div>
            <button type="submit" className="btn btn-primary mt-4 w-full" disabled={!email || lead.isPending}>
              {lead.isPending ? "Claiming Offer..." : "Claim My Discount Now!"}
            </button>
            <p className="mt-3 text-center text-xs text-slate-500">We use your email only to send the code and follow up on this offer.</p>
          </form>
        )}
        {step === 4 && (
          <div className="text-center">
            <DialogTitle className="text-2xl font-bold text-slate-900">Offer Claimed!</DialogTitle>
            <p className="mt-3 text-slate-600">Check your email for your exclusive discount code. Our team will be in touch shortly.</p>
            <button type="button" className="btn btn-primary mt-6 w-full" onClick={onClose}>
              Continue Browsing
            </button>
          </div>
        )}
      </div>
      <ProgressDots step={step} total={4} />
    </div>
  );
}
