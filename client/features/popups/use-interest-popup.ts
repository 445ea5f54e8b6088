import { useRef, useState } from "react";
import type { LeadInput } from "../../../shared/schemas/lead";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { useCopy } from "../../lib/region/use-copy";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import type { ToastInput } from "../../lib/toasts/toast-store";
import { subscribeFailureMessage } from "./popup-leads";
import { useStepFocus } from "./popup-parts";

/**
 * The state both interest popups share (entry and mobile): steps 1 → 2 → 3, an
 * interest and an email, step 3 only after the lead is stored, and a submit that
 * ignores a click without both.
 */
export function useInterestPopup(
  options: { success: ToastInput; buildLead(input: { email: string; interestId: string }): LeadInput },
  initialStep = 1,
) {
  const [step, setStep] = useState(initialStep);
  const [interestId, setInterestId] = useState("");
  const [email, setEmail] = useState("");
  const stepRef = useRef<HTMLDivElement>(null);
  const copy = useCopy();
  const capture = useLeadCaptureCopy();
  useStepFocus(stepRef, step);
  const lead = useLeadPost({
    success: () => options.success,
    failure: (problem) => ({ title: copy.common.error, description: subscribeFailureMessage(problem, capture), variant: "destructive" }),
  });

  const submit = () => {
    if (!email.trim() || !interestId || lead.isPending) return;
    lead.post(options.buildLead({ email, interestId }), { onSuccess: () => setStep(3) });
  };

  return {
    step,
    setStep,
    interestId,
    setInterestId,
    email,
    setEmail,
    stepRef,
    isPending: lead.isPending,
    fieldErrors: lead.fieldErrors,
    submit,
  };
}
