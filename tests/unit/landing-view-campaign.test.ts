import { describe, expect, test } from "vitest";
import { attributionFromUrl } from "../../shared/attribution/clean-attribution";
import { clickSourceOf } from "../../shared/attribution/traffic-source";
import { queryPairs, queryParamValue } from "../../shared/visit-query";
import { campaignOf } from "../../server/landing/landing-views";

// A counted view's campaign (server/landing/landing-views.ts campaignOf) reads only the parameters it
// needs from the address; a lead reads the whole address (shared/attribution/clean-attribution.ts).
// Both must find the same campaign, or a report's views and leads would not line up.

/** The campaign as a lead from the same address would carry it. */
function campaignOfWholeAddress(url: string) {
  const attribution = attributionFromUrl(new URL(url, "http://localhost"));
  return {
    utmCampaign: attribution?.utmCampaign ?? "",
    utmSource: attribution?.utmSource ?? "",
    clickSource: clickSourceOf(attribution) ?? "",
  };
}

const ADDRESSES = [
  "/lp/dental",
  "/lp/dental?",
  "/lp/dental?kw=dentists&gclid=Cj0KCQ-abc_1&utm_source=google&utm_medium=cpc&utm_campaign=dental-q4",
  "/uk/lp/dental?utm_campaign=spring+sale&utm_source=LinkedIn%20Ads",
  "/de/lp/zahn?utm_campaign=Fr%C3%BChling&msclkid=0123456789abcdef0123456789ABCDEF",
  "/lp/dental?fbclid=IwAR2x&gclid=Cj0&msclkid=0123456789abcdef0123456789abcdef",
  "/lp/dental?msclkid=not-a-guid&fbclid=IwAR2x",
  "/lp/dental?gclid=%3Cscript%3E&utm_source=google",
  "/lp/dental?utm_source=&utm_source=second",
  "/lp/dental?utm_source=first&utm_source=second",
  "/lp/dental?utm%5Fsource=encoded-name&utm_campaign",
  "/lp/dental?utm_campaign=%E0%A4%A&utm_source=%ZZbad",
  "/lp/dental?%E0%A4%A=1&utm_source=x",
  "/lp/dental?utm_campaign=%20%20padded%09%20&utm_source=%00",
  `/lp/dental?utm_campaign=${"x".repeat(250)}&gclid=${"A".repeat(301)}`,
  "/lp/dental?utm_source=a#utm_campaign=in-the-fragment",
  "/lp/dental?&&utm_source=gaps&&",
  "/lp/dental?gbraid=0AAAA&wbraid=CjkB",
];

describe("a landing page view's campaign", () => {
  test.each(ADDRESSES)("is what a lead from %s would carry", (url) => {
    expect(campaignOf(queryPairs(url))).toEqual(campaignOfWholeAddress(url));
  });

  test("names the ad's campaign, source and click network", () => {
    expect(campaignOf(queryPairs("/lp/dental?kw=dentists&gclid=Cj0K&utm_source=google&utm_campaign=dental-q4"))).toEqual({
      utmCampaign: "dental-q4",
      utmSource: "google",
      clickSource: "google",
    });
    expect(campaignOf(queryPairs("/lp/dental"))).toEqual({ utmCampaign: "", utmSource: "", clickSource: "" });
  });
});

describe("a query parameter's value", () => {
  test("is decoded as URLSearchParams decodes it", () => {
    for (const pair of ["a=b", "a", "a=", "a=x+y", "a=%C3%BC", "a=%E0%A4%A", "a=%ZZ+%41", "a=b=c", "a=%2B"]) {
      expect(queryParamValue(pair)).toBe(new URLSearchParams(pair).values().next().value ?? "");
    }
  });
});
