import { describe, expect, test } from "vitest";
import { schedulerEmbedUrl } from "../../client/pages/contact/scheduler-embed";
import { contactHiddenFields } from "../../client/features/contact-form/contact-form-options";
import { contactPrefill } from "../../shared/content/offers";
import { LeadSchema } from "../../shared/schemas/lead";

const prefill = (query: string) => contactPrefill(new URLSearchParams(query));

describe("the contact page's query string", () => {
  test("the home page's dedicated-resources button applies free setup and preselects the service", () => {
    const { offer, service } = prefill("coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free");
    expect(offer?.couponCode).toBe("SETUP FREE");
    expect(service?.slug).toBe("dedicated-resources");
  });

  test.each(["coupon=setup+free", "coupon=SETUP-FREE", "coupon=%20Setup_Free%20", "promo=setup-free", "promo=SETUP-FREE"])(
    "%s finds the same offer whatever its spelling",
    (query) => {
      expect(prefill(query).offer?.couponCode).toBe("SETUP FREE");
      // The offer brings its own service when the link names none.
      expect(prefill(query).service?.slug).toBe("dedicated-resources");
    },
  );

  test("unknown coupons, promos and services are ignored", () => {
    expect(prefill("coupon=HALF-PRICE-FOREVER&promo=nope&service=plumbing")).toEqual({ offer: null, service: null });
    expect(prefill("")).toEqual({ offer: null, service: null });
  });

  test("a service named in the link wins over the offer's own", () => {
    expect(prefill("coupon=SETUP%20FREE&service=SEO").service?.slug).toBe("seo");
  });

  test("the hidden fields make a valid lead that records the offer and the campaign", () => {
    const withOffer = contactHiddenFields("DE", prefill("promo=setup-free").offer);
    expect(withOffer).toEqual({
      contactFormType: "contact-us-page-contact-form",
      inquiry_type: "contact-us-page-contact-form",
      source: "contact_page:setup-free",
      region: "DE",
      country: "Deutschland",
      couponCode: "SETUP FREE",
    });
    expect(LeadSchema.safeParse({ ...withOffer, email: "a@b.example" }).success).toBe(true);
    expect(contactHiddenFields("US", null)).not.toHaveProperty("couponCode");
  });
});

describe("the scheduling embed address", () => {
  test("is the booking page in inline-embed mode when it lives on the scheduling origin", () => {
    const url = new URL(
      schedulerEmbedUrl("https://calendly.com/team/strategy-call?month=2026-12", "https://calendly.com", "www.agency.example")!,
    );
    expect(url.origin + url.pathname).toBe("https://calendly.com/team/strategy-call");
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: "2026-12", embed_type: "Inline", embed_domain: "www.agency.example" });
  });

  test("is refused when the CSP would not allow framing it, or the address is not a URL", () => {
    expect(schedulerEmbedUrl("https://cal.example.com/us", "https://calendly.com", "x")).toBeNull();
    expect(schedulerEmbedUrl("not a url", "https://calendly.com", "x")).toBeNull();
  });
});
