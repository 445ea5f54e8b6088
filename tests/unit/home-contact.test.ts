import { describe, expect, test } from "vitest";
import { PRIMARY_SERVICE_OPTIONS } from "../../shared/content/service-options";
import {
  EMPTY_HOME_CONTACT_FORM,
  isMissingSubService,
  validateHomeContactForm,
  type HomeContactFormState,
} from "../../shared/home-contact";
import { buildHomeContactLead, composeHomeContactMessage } from "../../shared/home-contact-payload";
import { LeadSchema } from "../../shared/schemas/lead";
import { homeFormLead } from "../helpers/lead-payloads";

const filled: HomeContactFormState = {
  name: "Dana Whitfield",
  email: "dana@brightside.example",
  phone: "+1 555 0100",
  agencyName: "Brightside Digital",
  servicesInterested: "SEO Services",
  subServices: ["Link building", "Local SEO"],
  message: "We need help with two local clients.",
};

describe("the home form's lead", () => {
  test("is exactly the payload lead consumers expect, field for field and in order", () => {
    const lead = buildHomeContactLead(filled, "United States");
    expect(lead).toEqual(homeFormLead);
    expect(Object.keys(lead)).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "inquiry_type",
      "message",
      "preferred_contact",
      "country",
      "topPriority",
      "agencyName",
      "couponCode",
      "service",
      "servicesSelected",
      "contactFormType",
    ]);
    expect(LeadSchema.safeParse(lead).success).toBe(true);
  });

  test("composes the message from the services, the visitor's message and the region", () => {
    expect(composeHomeContactMessage(filled, "Deutschland")).toBe(
      [
        "Home Page Contact Form Submission",
        "",
        "Services Requested:",
        "Primary Service: SEO Services",
        "Sub-services: Link building, Local SEO",
        "",
        "Customer Message:",
        "We need help with two local clients.",
        "",
        "Region: Deutschland",
      ].join("\n"),
    );
  });

  test("fills the defaults when only name and email are given", () => {
    const lead = buildHomeContactLead({ ...EMPTY_HOME_CONTACT_FORM, name: " Sam ", email: " sam@studio.example " }, "United Kingdom");
    expect(lead).toEqual({
      name: "Sam",
      email: "sam@studio.example",
      phone: "",
      company: "Not provided",
      inquiry_type: "home-contact-form",
      message:
        "Home Page Contact Form Submission\n\nServices Requested:\nPrimary Service: Not specified\nSub-services: None\n\nCustomer Message:\nNo message provided\n\nRegion: United Kingdom",
      preferred_contact: "email",
      country: "United Kingdom",
      topPriority: "general-inquiry",
      agencyName: "",
      couponCode: null,
      service: "",
      servicesSelected: null,
      contactFormType: "home-contact-form",
    });
    expect(LeadSchema.safeParse(lead).success).toBe(true);
  });

  test("a coming-soon service without sub-services is sent as the service and the top priority", () => {
    const lead = buildHomeContactLead({ ...filled, servicesInterested: "N8N Automations (Coming Soon)", subServices: [] }, "United States");
    expect(lead).toMatchObject({
      service: "N8N Automations (Coming Soon)",
      topPriority: "N8N Automations (Coming Soon)",
      servicesSelected: null,
    });
    expect(lead.message).toContain("Primary Service: N8N Automations (Coming Soon)\nSub-services: None");
  });
});

describe("the sub-service rule", () => {
  test("no primary service needs no sub-service", () => {
    expect(isMissingSubService({ servicesInterested: "", subServices: [] })).toBe(false);
  });

  test.each(PRIMARY_SERVICE_OPTIONS.filter((o) => o.subServices.length > 0).map((o) => [o.label, o.subServices[0]!] as const))(
    "%s needs at least one of its sub-services",
    (label, first) => {
      expect(isMissingSubService({ servicesInterested: label, subServices: [] })).toBe(true);
      expect(isMissingSubService({ servicesInterested: label, subServices: [first] })).toBe(false);
    },
  );

  test("a sub-service of another service does not count", () => {
    expect(isMissingSubService({ servicesInterested: "PPC/Google Ads", subServices: ["Local SEO"] })).toBe(true);
  });

  test("the coming-soon service has no options, so it needs none", () => {
    expect(isMissingSubService({ servicesInterested: "N8N Automations (Coming Soon)", subServices: [] })).toBe(false);
  });

  test("name and email are required; the message names what is missing", () => {
    expect(validateHomeContactForm(EMPTY_HOME_CONTACT_FORM)).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
    });
    expect(validateHomeContactForm({ ...filled, subServices: [] })).toEqual({
      subServices: ["Please select at least one sub-service for your chosen service category."],
    });
    expect(validateHomeContactForm(filled)).toEqual({});
  });
});
