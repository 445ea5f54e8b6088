import { describe, expect, test } from "vitest";
import { HttpStatusError, readApiProblem } from "../../client/api/http";
import { entryPopupLead, exitPopupLead, mobilePopupLead, subscribeFailureMessage } from "../../client/features/popups/popup-leads";
import { entryInterests, mobileInterests } from "../../client/features/popups/popup-options";
import { exitOffers } from "../../shared/content/exit-offers";
import { LeadSchema } from "../../shared/schemas/lead";

describe("popup lead payloads", () => {
  test("exit popup: fixed values, the chosen service's name and a message with service, discount, email and popup type", () => {
    expect(exitPopupLead({ email: " owner@agency.example ", offerId: "google-ads" })).toEqual({
      name: "Exit Intent Lead",
      email: "owner@agency.example",
      company: "Unknown",
      phone: "",
      service: "Google Ads Management",
      message: "Exit-intent offer claimed\nService: Google Ads Management\nDiscount: 35%\nEmail: owner@agency.example\nPopup: exit-intent",
      source: "exit_intent_popup",
      region: "US",
      inquiry_type: "exit-popup-contact-form",
      preferred_contact: "email",
      country: "US",
      topPriority: "exit-popup-lead",
      contactFormType: "exit-popup-contact-form",
    });
  });

  test("exit popup: an unknown service falls back to 'General Inquiry'", () => {
    expect(exitPopupLead({ email: "a@b.example", offerId: "" }).service).toBe("General Inquiry");
  });

  test("entry popup: the exit fields minus phone and country; service is the interest id", () => {
    expect(entryPopupLead({ email: "founder@studio.example", interestId: "scale-agency" })).toEqual({
      name: "Entry Popup Lead",
      email: "founder@studio.example",
      company: "Unknown",
      service: "scale-agency",
      message: "Interest: Scale My Agency\nEmail: founder@studio.example\nPopup: entry",
      source: "entry_popup",
      region: "US",
      inquiry_type: "entry-popup-contact-form",
      preferred_contact: "email",
      topPriority: "entry-popup-lead",
      contactFormType: "entry-popup-contact-form",
    });
  });

  test("mobile popup: as entry with the mobile source, types and fixed lead name", () => {
    expect(mobilePopupLead({ email: "mobile@agency.example", interestId: "ai-automation" })).toEqual({
      name: "Mobile Popup Lead",
      email: "mobile@agency.example",
      company: "Unknown",
      service: "ai-automation",
      message: "Interest: AI & Automation\nEmail: mobile@agency.example\nPopup: mobile",
      source: "mobile_popup",
      region: "US",
      inquiry_type: "mobile-popup-contact-form",
      preferred_contact: "email",
      topPriority: "mobile-popup-lead",
      contactFormType: "mobile-popup-contact-form",
    });
  });

  test("every option of every popup builds a payload the strict lead schema accepts", () => {
    const leads = [
      ...exitOffers.map((o) => exitPopupLead({ email: "a@b.example", offerId: o.id })),
      ...entryInterests.map((i) => entryPopupLead({ email: "a@b.example", interestId: i.id })),
      ...mobileInterests.map((i) => mobilePopupLead({ email: "a@b.example", interestId: i.id })),
    ];
    for (const options of [exitOffers, entryInterests, mobileInterests]) expect(options.length).toBeGreaterThan(0);
    for (const lead of leads) expect(LeadSchema.safeParse(lead).success, lead.message).toBe(true);
  });
});

describe("entry and mobile failure message", () => {
  test("the server's message, else 'Failed to capture lead', else 'Failed to subscribe. Please try again.'", () => {
    expect(
      subscribeFailureMessage(readApiProblem(new HttpStatusError(429, '{"message":"Too many submissions"}', "Too Many Requests"))),
    ).toBe("Too many submissions");
    expect(subscribeFailureMessage(readApiProblem(new HttpStatusError(502, "<html>Bad gateway</html>", "Bad Gateway")))).toBe(
      "Failed to capture lead",
    );
    expect(subscribeFailureMessage(readApiProblem(new TypeError("Failed to fetch")))).toBe("Failed to subscribe. Please try again.");
  });
});
