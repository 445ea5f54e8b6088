import { describe, expect, test } from "vitest";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { leadCaptureDe } from "../../shared/i18n/lead-capture.de";
import { leadCaptureEn, type LeadCaptureCopy } from "../../shared/i18n/lead-capture.en";
import type { UiCopy } from "../../shared/i18n/copy";

// On a phone a longer cookie banner became the largest thing painted on /blog, its LCP
// (client/features/cookie-consent/cookie-banner.tsx), so its sentence stays short in every language.

/** The banner's sentence as a visitor reads it, with its two policy links. */
const bannerSentence = (text: LeadCaptureCopy, ui: UiCopy) =>
  `${text.cookies.bannerText} ${ui.footer.privacyPolicy} ${text.cookies.and} ${ui.footer.cookiePolicy}.`;

describe("the cookie banner's sentence", () => {
  test("is short in English", () => {
    expect(bannerSentence(leadCaptureEn, en).length).toBeLessThanOrEqual(130);
  });

  test("is no longer in German than in English", () => {
    expect(bannerSentence(leadCaptureDe, de).length).toBeLessThanOrEqual(bannerSentence(leadCaptureEn, en).length);
  });
});
