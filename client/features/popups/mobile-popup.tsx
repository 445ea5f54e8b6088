import { POPUP_FOCUS_DELAY_MS } from "../../../shared/constants";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { InterestSteps, type InterestPopupContent } from "./interest-steps";
import { mobilePopupLead, popupToasts } from "./popup-leads";
import { mobileInterests } from "./popup-options";

const mobileContent: InterestPopupContent = {
  kind: "mobile",
  interests: mobileInterests,
  interestTitle: "What interests you most?",
  interestIntro: "Pick your main focus.",
  interestLegend: "Your main focus",
  submitLabel: "Send Me Growth Ideas",
  doneText: "Thanks for joining us. Our team will follow up with ideas for your agency.",
  success: popupToasts.mobileSuccess,
  buildLead: mobilePopupLead,
};

/**
 * The mobile popup: the compact interest popup, at most 480 px wide, near the top
 * of a small screen. Focus moves to its first control shortly after it opens; the
 * page behind does not scroll while it is open (Radix Dialog locks it).
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
      <InterestSteps content={mobileContent} compact onClose={onClose} />
    </ModalDialog>
  );
}
