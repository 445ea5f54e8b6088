import { useRef, useState } from "react";
import type { LeadInput } from "../../../shared/schemas/lead";
import type { ToastInput } from "../../lib/toasts/toast-store";
import { subscribeFailureMessage } from "./popup-leads";
import { useStepFocus } from "./popup-parts";
import { usePopupLead } from "./use-popup-lead";

/**
 * The state both interest popups share (entry and mobile):
 * steps 1 → 2 → 3, an interest and an email, step 3 only after the lead call
 * succeeds, and a submit that ignores a click without both.
 */
export function useInterestPopup(options: { success: ToastInput; buildLead(input: { email: string; interestId: string }): LeadInput }) {
  const [step, setStep] = useState(1);
  const [interestId, setInterestId] = useState("");
  const [email, setEmail] = useState("");
  const stepRef = useRef<HTMLDivElement>(null);
  useStepFocus(stepRef, step);
  const lead = usePopupLead({
    success: options.success,
    failure: (error) => ({ title: "Error", description: subscribeFailureMessage(error), variant: "destructive" }),
  });

  const submit = () => {
    // Ignored unless both an email and an interest are set.
    if (!email.trim() || !interestId || lead.isPending) return;
    lead.mutate(options.buildLead({ email, interestId }), { onSuccess: () => setStep(3) });
  };

  return { step, setStep, interestId, setInterestId, email, setEmail, stepRef, lead, submit };
}
