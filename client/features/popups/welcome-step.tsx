import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import { BenefitList, WelcomeClaims } from "./popup-parts";
import type { PopupSize } from "./popup-sizes";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;

/**
 * The first step of the interest popups: a welcome, two claims, three benefits, "Get Started"
 * and "Maybe later". The same markup serves the app's popups (interest-steps.tsx) and the
 * server's copy of the mobile popup's first step that the entry script shows before the app
 * has arrived (mobile-popup-intro.tsx), so the app takes over without a visible change.
 */
export function WelcomeStep(props: {
  size: PopupSize;
  text: LeadCaptureCopy["popups"];
  title: ReactNode;
  start: ButtonProps;
  later: ButtonProps;
}) {
  const { size, text } = props;
  return (
    <div>
      <div className={size.welcomeHeader}>
        {props.title}
        <p className={size.welcomeIntro}>{text.welcomeIntro}</p>
      </div>
      <div className={size.block}>
        <WelcomeClaims text={text} />
      </div>
      <div className={size.block}>
        <BenefitList items={text.benefits} />
      </div>
      <button type="button" className={`btn btn-accent w-full ${size.start}`} {...props.start}>
        {text.getStarted}
      </button>
      <button
        type="button"
        className={`mx-auto block text-sm text-slate-500 hover:text-slate-800 hover:underline ${size.later}`}
        {...props.later}
      >
        {text.later}
      </button>
    </div>
  );
}
