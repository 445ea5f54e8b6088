import { useLayoutEffect, useRef } from "react";
import { POPUP_FOCUS_DELAY_MS } from "../../../shared/constants";
import { hideMobilePopupIntro, introStep } from "./mobile-popup-intro-dom";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { InterestSteps, type InterestPopupContent } from "./interest-steps";
import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { mobilePopupLead } from "./popup-leads";
import { mobileInterests } from "./popup-options";

const mobileContent = (copy: LeadCaptureCopy): InterestPopupContent => ({
  kind: "mobile",
  interests: mobileInterests,
  interestNames: copy.popups.mobile.interests,
  interestTitle: copy.popups.mobile.title,
  interestIntro: copy.popups.mobile.intro,
  interestLegend: copy.popups.mobile.legend,
  submitLabel: copy.popups.mobile.submit,
  doneText: copy.popups.mobile.done,
  success: copy.popups.toasts.mobileSuccess,
  buildLead: mobilePopupLead,
});

/** Hides the server's copy in the commit that shows this dialog, before the frame is painted: no flash. */
function TakeOverIntro() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => hideMobilePopupIntro(marker.current?.closest('[role="dialog"]')), []);
  return <span ref={marker} hidden />;
}

/**
 * The mobile popup: the compact interest popup, at most 480 px wide, near the top
 * of a small screen. Focus moves to its first control shortly after it opens; the
 * page behind does not scroll while it is open (Radix Dialog locks it).
 */
export function MobilePopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const copy = useLeadCaptureCopy();
  // Opened before the app arrived, the server's copy of the first step was shown: this
  // dialog takes its place at the step the visitor reached there.
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeLabel={copy.popups.closeMobile}
      initialFocusDelayMs={POPUP_FOCUS_DELAY_MS}
      className="top-2 left-1/2 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-[480px] -translate-x-1/2"
    >
      <TakeOverIntro />
      <InterestSteps content={mobileContent(copy)} compact onClose={onClose} initialStep={introStep()} />
    </ModalDialog>
  );
}
