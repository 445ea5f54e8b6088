import { useId, useRef, useState } from "react";
import { DialogTitle, ModalDialog } from "../../components/ui/modal-dialog";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { exitPopupLead } from "./popup-leads";
import { exitOffers } from "../../../shared/content/exit-offers";
import { optionLabel } from "../../../shared/i18n/copy";
import { useCopy } from "../../lib/region/use-copy";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { EmailField, ProgressDots, useStepFocus } from "./popup-parts";

/** The exit-intent popup: 4 steps, 4 progress dots; closing resets it. */
export function ExitIntentPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const capture = useLeadCaptureCopy();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeLabel={capture.popups.closeOffer}
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
  const copy = useCopy();
  const capture = useLeadCaptureCopy();
  const text = capture.popups.exit;
  const lead = useLeadPost({
    success: () => capture.popups.toasts.exitSuccess,
    failure: () => ({ title: copy.common.error, description: capture.popups.toasts.exitFailure, variant: "destructive" }),
  });
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
            <DialogTitle className="text-2xl font-bold text-slate-900">{text.title}</DialogTitle>
            <p className="mt-3 text-slate-600">{text.text}</p>
            <button type="button" className="btn btn-primary mt-6 w-full" onClick={() => setStep(2)}>
              {text.show}
            </button>
            <button
              type="button"
              className="mt-3 text-sm text-slate-500 underline-offset-2 hover:text-slate-800 hover:underline"
              onClick={onClose}
            >
              {text.leave}
            </button>
          </div>
        )}
        {step === 2 && (
          <div>
            <DialogTitle className="text-center text-2xl font-bold text-slate-900">{text.offerTitle}</DialogTitle>
            <p className="mt-2 text-center text-sm text-slate-600">{text.offerIntro}</p>
            <fieldset className="mt-5">
              <legend className="sr-only">{text.service}</legend>
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
                    <span className="font-medium text-slate-900">{optionLabel(text.offers, o.id)}</span>
                    <span className="font-bold text-emerald-700">{text.off(o.discount)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="button" className="btn btn-primary mt-5 w-full" disabled={!offer} onClick={() => setStep(3)}>
              {text.continue}
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
            <DialogTitle className="text-center text-2xl font-bold text-slate-900">{text.almostTitle}</DialogTitle>
            <p className="mt-2 text-center text-sm text-slate-600">{text.almostText}</p>
            {offer && (
              <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-center">
                <span className="block text-sm font-medium text-slate-800">{optionLabel(text.offers, offer.id)}</span>
                <span className="text-lg font-bold text-emerald-700">{text.off(offer.discount)}</span>
              </p>
            )}
            <div className="mt-4">
              <EmailField
                label={capture.popups.emailLabel}
                placeholder={capture.popups.emailPlaceholder}
                value={email}
                fieldErrors={lead.fieldErrors}
                onChange={setEmail}
              />
            </div>
            <button type="submit" className="btn btn-primary mt-4 w-full" disabled={!email || lead.isPending}>
              {lead.isPending ? text.claiming : text.claim}
            </button>
            <p className="mt-3 text-center text-xs text-slate-500">{text.privacy}</p>
          </form>
        )}
        {step === 4 && (
          <div className="text-center">
            <DialogTitle className="text-2xl font-bold text-slate-900">{text.claimedTitle}</DialogTitle>
            <p className="mt-3 text-slate-600">{text.claimedText}</p>
            <button type="button" className="btn btn-primary mt-6 w-full" onClick={onClose}>
              {text.continueBrowsing}
            </button>
          </div>
        )}
      </div>
      <ProgressDots step={step} total={4} label={copy.common.stepOf(step, 4)} />
    </div>
  );
}
