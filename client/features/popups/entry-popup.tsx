import { useRef } from "react";
import { useNavigate } from "../../lib/region/region-link";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { InterestSteps, type InterestPopupContent } from "./interest-steps";
import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { entryPopupLead } from "./popup-leads";
import { entryInterests } from "./popup-options";

type AfterClose = "pricing" | "bottom" | null;

const entryContent = (copy: LeadCaptureCopy): InterestPopupContent => ({
  kind: "entry",
  interests: entryInterests,
  interestNames: copy.popups.entry.interests,
  interestTitle: copy.popups.entry.title,
  interestIntro: copy.popups.entry.intro,
  interestLegend: copy.popups.entry.legend,
  submitLabel: copy.popups.entry.submit,
  doneText: copy.popups.entry.done,
  success: copy.popups.toasts.entrySuccess,
  buildLead: entryPopupLead,
});

/** The entry popup (when it opens: docs/decisions/0011-entry-popup-timing.md). It can be closed at any step; its last step leads on to pricing or a call. */
export function EntryPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const copy = useLeadCaptureCopy();
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
      closeLabel={copy.popups.closeWelcome}
      className="top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2"
    >
      <InterestSteps
        content={entryContent(copy)}
        onClose={onClose}
        doneActions={
          <div className="mt-6 grid grid-cols-2 gap-3">
            <button type="button" className="btn btn-outline" onClick={() => closeThen("pricing")}>
              {copy.popups.viewPricing}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => closeThen("bottom")}>
              {copy.popups.bookCall}
            </button>
          </div>
        }
      />
    </ModalDialog>
  );
}
