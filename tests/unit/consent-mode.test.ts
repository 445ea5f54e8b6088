// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true},"url":"https://www.agency.test/"}
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { consentModeUpdate } from "../../client/features/cookie-consent/consent-mode";
import { ACCEPT_ALL, REJECT_ALL } from "../../client/lib/consent/consent-preferences";
import { applyConsent } from "../../client/features/cookie-consent/page-consent";
import { resetGoogleTagForTests } from "../../client/features/cookie-consent/google-tag";
import { denyConsentByDefault } from "../../client/lib/consent/google-tag-queue";

/** The gtag commands pushed so far, as plain arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
// Scripts are never fetched here: happy-dom treats them as loaded.
const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[src*='googletagmanager']")];

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  resetGoogleTagForTests();
  document.head.innerHTML = "";
});
afterEach(() => vi.restoreAllMocks());

describe("Google Consent Mode v2", () => {
  test("the defaults deny ad_storage, analytics_storage, ad_user_data and ad_personalization", () => {
    denyConsentByDefault();
    expect(commands()[0]).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(typeof window.gtag).toBe("function");
  });

  test("analytics_storage follows analytics; ad_storage, ad_user_data and ad_personalization follow marketing", () => {
    expect(consentModeUpdate({ essential: true, analytics: true, marketing: false, functional: true })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeUpdate({ essential: true, analytics: false, marketing: true, functional: false })).toEqual({
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  test("Reject All sends a denied update and never requests the tag", () => {
    denyConsentByDefault();
    applyConsent(REJECT_ALL, "G-TEST1234");
    expect(commands().at(-1)).toEqual(["consent", "update", consentModeUpdate(REJECT_ALL)]);
    expect(tagScripts()).toHaveLength(0);
  });

  test("consent to analytics or marketing requests the Google tag once, after the update", () => {
    denyConsentByDefault();
    applyConsent({ ...REJECT_ALL, marketing: true }, "G-TEST1234");
    applyConsent(ACCEPT_ALL, "G-TEST1234");
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
    expect(scripts[0]!.async).toBe(true);
    const names = commands().map((c) => `${c[0]} ${typeof c[1] === "string" ? c[1] : ""}`.trim());
    expect(names).toEqual(["consent default", "set ads_data_redaction", "consent update", "js", "config G-TEST1234", "consent update"]);
  });

  test("without a measurement ID the tag is never requested, but consent is still applied", () => {
    denyConsentByDefault();
    applyConsent(ACCEPT_ALL, null);
    expect(tagScripts()).toHaveLength(0);
    expect(commands().at(-1)).toEqual(["consent", "update", consentModeUpdate(ACCEPT_ALL)]);
  });

  test("a tag that cannot load is removed quietly: nothing is logged", () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    denyConsentByDefault();
    applyConsent(ACCEPT_ALL, "G-TEST1234");
    const script = tagScripts()[0]!;
    // What the browser does when the request fails (offline, blocked).
    script.dispatchEvent(new Event("error"));
    expect(script.isConnected).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  test("without the defaults script (blocked), a gtag function is still provided", () => {
    applyConsent(REJECT_ALL, "G-TEST1234");
    expect(commands()).toEqual([["consent", "update", consentModeUpdate(REJECT_ALL)]]);
  });

  test("withdrawing analytics deletes the analytics cookies at once; marketing ones follow marketing", () => {
    document.cookie = "_ga=GA1.1.1; Path=/";
    document.cookie = "_ga_ABC123=GS1.1; Path=/";
    document.cookie = "_gcl_au=1.1.1; Path=/";
    document.cookie = "region=UK; Path=/";
    applyConsent({ ...REJECT_ALL, marketing: true }, null);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toMatch(/_gcl_au=/);
    expect(document.cookie).toMatch(/region=UK/);
    applyConsent(REJECT_ALL, null);
    expect(document.cookie).not.toMatch(/_gcl_au/);
    expect(document.cookie).toMatch(/region=UK/);
  });
});
