import { useRef } from "react";
import { useNavigate } from "../../lib/region/region-link";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { InterestSteps, type InterestPopupContent } from "./interest-steps";
import { entryPopupLead, popupToasts } from "./popup-leads";
import { entryInterests } from "./popup-options";

type AfterClose = "pricing" | "bottom" | null;

const entryContent: InterestPopupContent = {
  kind: "entry",
  interests: entryInterests,
  interestTitle: "What brings you here today?",
  interestIntro: "Pick what fits best and we will tailor what we send you.",
  interestLegend: "Your main interest",
  submitLabel: "Continue Exploring",
  doneText: "Have a look around and see how we can help your agency take on more clients.",
  success: popupToasts.entrySuccess,
  buildLead: entryPopupLead,
};

/** The entry popup (when it opens: docs/decisions/0011-entry-popup-timing.md). It can be closed at any step; its last step leads on to pricing or a call. */
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
      <InterestSteps
        content={entryContent}
        onClose={onClose}
        doneActions={
          <div className="mt-6 grid grid-cols-2 gap-3">
            <button type="button" className="btn btn-outline" onClick={() => closeThen("pricing")}>
              View Pricing
            </button>
            <button type="button" className="btn btn-outline" onClick={() => closeThen("bottom")}>
              Book a Call
            </button>
          </div>
        }
      />
    </ModalDialog>
  );
}
