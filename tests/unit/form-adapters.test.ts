import { describe, expect, test } from "vitest";
import { homeContactFormAdapter, leadFromFormPost } from "../../server/api/form-adapters";
import { homeFormLead } from "../helpers/lead-payloads";

// What a browser without JavaScript posts from the home form (urlencoded, parsed).
const homePost = {
  returnTo: "/",
  contactFormType: "home-contact-form",
  region: "US",
  name: "Dana Whitfield",
  email: "dana@brightside.example",
  phone: "+1 555 0100",
  agencyName: "Brightside Digital",
  servicesInterested: "SEO Services",
  subServices: ["Link building", "Local SEO"],
  message: "We need help with two local clients.",
};

describe("a plain post of the home contact form", () => {
  test("becomes the very lead the browser sends with JavaScript", () => {
    expect(homeContactFormAdapter(homePost)).toEqual({ lead: homeFormLead, fieldErrors: {} });
    expect(leadFromFormPost(homePost).lead).toEqual(homeFormLead);
  });

  test("takes the country from the region the page showed, US when it is not a region", () => {
    expect(homeContactFormAdapter({ ...homePost, region: "DE" }).lead).toMatchObject({ country: "Deutschland" });
    expect(homeContactFormAdapter({ ...homePost, region: "UK" }).lead.message).toMatch(/Region: United Kingdom$/);
    expect(homeContactFormAdapter({ ...homePost, region: "FR" }).lead).toMatchObject({ country: "United States" });
  });

  test("accepts one ticked sub-service as a plain value", () => {
    const { lead } = homeContactFormAdapter({ ...homePost, subServices: "Local SEO" });
    expect(lead.servicesSelected).toBe("Local SEO");
  });

  test("keeps only the sub-services of the chosen service (boxes ticked before a change are dropped)", () => {
    const { lead, fieldErrors } = homeContactFormAdapter({
      ...homePost,
      servicesInterested: "PPC/Google Ads",
      subServices: ["Local SEO", "Growth Package"],
    });
    expect(fieldErrors).toEqual({});
    expect(lead.servicesSelected).toBe("Growth Package");
  });

  test("a field sent as arrays inside arrays (no browser does) is no text, however deep", () => {
    let deep: unknown = "Dana";
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const { fieldErrors } = homeContactFormAdapter({ ...homePost, name: deep });
    expect(fieldErrors.name).toEqual(["Please enter your name."]);
  });

  test("names the field of every broken rule", () => {
    const { fieldErrors } = homeContactFormAdapter({ ...homePost, name: "  ", email: "", subServices: ["Shopify"] });
    expect(fieldErrors).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
      subServices: ["Please select at least one sub-service for your chosen service category."],
    });
  });

  test("refuses a service that is not on the list and a field the form does not have", () => {
    const { fieldErrors } = homeContactFormAdapter({ ...homePost, servicesInterested: "Free Lunch", couponCode: "X" });
    expect(fieldErrors.servicesInterested).toEqual(["Please choose one of the listed services."]);
    expect(fieldErrors.couponCode).toEqual(["Unknown field: it is not part of any form"]);
  });

  test("other forms' posts are their lead fields, unchanged", () => {
    const post = { returnTo: "/newsletter", contactFormType: "newsletter-contact-form", email: "a@b.example", name: "" };
    expect(leadFromFormPost(post)).toEqual({ lead: { contactFormType: "newsletter-contact-form", email: "a@b.example" }, fieldErrors: {} });
  });
});
