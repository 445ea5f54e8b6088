import X from "lucide-react/icons/x";
import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import { INTRO_ACTION_ATTRIBUTE, type IntroAction, MOBILE_POPUP_INTRO_ID } from "./mobile-popup-intro-dom";
import { POPUP_SIZES } from "./popup-sizes";
import { WelcomeStep } from "./welcome-step";

export interface MobilePopupIntroProps {
  text: LeadCaptureCopy["popups"];
  brandName: string;
  /** "Step 1 of 3" in the page's language. */
  stepLabel: string;
}

const action = (name: IntroAction) => ({ [INTRO_ACTION_ATTRIBUTE]: name });

/**
 * The mobile popup's first step as the server writes it, hidden, after the app's root on the
 * page that hosts the popups (server/ssr/render.tsx). The entry script shows it when the popup
 * manager opens the mobile popup before the app's popups are there (mobile-popup-intro-dom.ts),
 * so on a slow phone it opens 1 s after the banner's answer whatever the app's code is doing;
 * the app's popup then takes over at the step the visitor is on. Same classes and markup as
 * the app's dialog (client/components/ui/modal-dialog.tsx, mobile-popup.tsx, interest-steps.tsx).
 */
export function MobilePopupIntro({ text, brandName, stepLabel }: MobilePopupIntroProps) {
  const size = POPUP_SIZES.compact;
  return (
    <div id={MOBILE_POPUP_INTRO_ID} hidden>
      <div className="modal-overlay fixed inset-0 z-50 bg-slate-950/60" {...action("close")} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${MOBILE_POPUP_INTRO_ID}-title`}
        tabIndex={-1}
        className="modal-panel fixed top-2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-[480px] -translate-x-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none"
      >
        <button
          type="button"
          aria-label={text.closeMobile}
          className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
          {...action("close")}
        >
          <X size={18} strokeWidth={2.2} />
        </button>
        <div data-popup="mobile-intro">
          <div className={size.frame}>
            <WelcomeStep
              size={size}
              text={text}
              title={
                <h2 id={`${MOBILE_POPUP_INTRO_ID}-title`} className={`modal-title ${size.welcomeTitle}`}>
                  {text.welcome(brandName)}
                </h2>
              }
              start={action("start")}
              later={action("close")}
            />
          </div>
          <p className="bg-slate-100 px-4 py-3 text-center text-xs font-medium text-slate-600" aria-live="polite">
            {stepLabel}
          </p>
        </div>
      </div>
    </div>
  );
}
