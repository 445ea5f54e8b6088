import type { LeadInput } from "../../../shared/schemas/lead";
import { exitOffers } from "../../../shared/content/exit-offers";
import { type LeadCaptureCopy, leadCaptureEn } from "../../../shared/i18n/lead-capture.en";
import type { ApiProblem } from "../../api/http";
import { entryInterests, mobileInterests } from "./popup-options";

// The three popup payloads for POST /api/contacts, as pure functions
// (docs/product-rules.md#popups).

/** Exit popup: the chosen offer's name (else 'General Inquiry') and a composed message. */
export function exitPopupLead(input: { email: string; offerId: string }): LeadInput {
  const email = input.email.trim();
  const offer = exitOffers.find((o) => o.id === input.offerId);
  const service = offer?.name ?? "General Inquiry";
  return {
    name: "Exit Intent Lead",
    email,
    company: "Unknown",
    phone: "",
    service,
    message: [
      "Exit-intent offer claimed",
      `Service: ${service}`,
      `Discount: ${offer?.discount ?? "none"}`,
      `Email: ${email}`,
      "Popup: exit-intent",
    ].join("\n"),
    source: "exit_intent_popup",
    region: "US",
    inquiry_type: "exit-popup-contact-form",
    preferred_contact: "email",
    country: "US",
    topPriority: "exit-popup-lead",
    contactFormType: "exit-popup-contact-form",
  };
}

/** Entry popup: as the exit payload without phone and country; service is the interest id. */
export function entryPopupLead(input: { email: string; interestId: string }): LeadInput {
  const email = input.email.trim();
  const interest = entryInterests.find((i) => i.id === input.interestId);
  return {
    name: "Entry Popup Lead",
    email,
    company: "Unknown",
    service: input.interestId,
    message: [`Interest: ${interest?.name ?? input.interestId}`, `Email: ${email}`, "Popup: entry"].join("\n"),
    source: "entry_popup",
    region: "US",
    inquiry_type: "entry-popup-contact-form",
    preferred_contact: "email",
    topPriority: "entry-popup-lead",
    contactFormType: "entry-popup-contact-form",
  };
}

/** Mobile popup: as the entry payload with the mobile source, types and a fixed lead name. */
export function mobilePopupLead(input: { email: string; interestId: string }): LeadInput {
  const email = input.email.trim();
  const interest = mobileInterests.find((i) => i.id === input.interestId);
  return {
    name: "Mobile Popup Lead",
    email,
    company: "Unknown",
    service: input.interestId,
    message: [`Interest: ${interest?.name ?? input.interestId}`, `Email: ${email}`, "Popup: mobile"].join("\n"),
    source: "mobile_popup",
    region: "US",
    inquiry_type: "mobile-popup-contact-form",
    preferred_contact: "email",
    topPriority: "mobile-popup-lead",
    contactFormType: "mobile-popup-contact-form",
  };
}

/**
 * Entry and mobile failures: the server's message (already in the page's language,
 * client/lib/lead-posting/use-lead-post.ts); else 'Failed to capture lead' (the server
 * answered without one); else 'Failed to subscribe. Please try again.' (no answer at
 * all, e.g. offline).
 */
export function subscribeFailureMessage(problem: ApiProblem, capture: LeadCaptureCopy = leadCaptureEn): string {
  const text = capture.popups.toasts;
  if (problem.status === null) return text.subscribeOffline;
  return problem.message ?? text.captureFailed;
}
