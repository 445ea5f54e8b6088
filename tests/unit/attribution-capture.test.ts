import { describe, expect, test } from "vitest";
import { memoryStorage, type KeyValueStorage } from "../../client/browser/safe-storage";
import { createAttributionStore } from "../../client/lib/attribution/attribution-store";
import { STORAGE_KEYS } from "../../shared/constants";

// The browser's capture of where a visit came from (client/lib/attribution,
// docs/decisions/0014): first page wins within a tab's session; kept across
// visits only with marketing consent, for 90 days.

const DAY = 86_400_000;
const SITE = "https://agency.test";

function visitor(options: { consent?: boolean; local?: KeyValueStorage; start?: number } = {}) {
  let now = options.start ?? Date.parse("2026-03-01T10:00:00.000Z");
  let consent = options.consent ?? false;
  const local = options.local ?? memoryStorage();
  /** A new tab: a fresh sessionStorage and a fresh page. */
  const newTab = () => {
    const session = memoryStorage();
    const store = createAttributionStore({ session, local, now: () => now, hasMarketingConsent: () => consent });
    return {
      session,
      store,
      /** A full page load in this tab. */
      load: (path: string, referrer = "") => store.capture(new URL(path, SITE), referrer),
    };
  };
  return {
    local,
    newTab,
    later: (ms: number) => {
      now += ms;
    },
    setConsent: (value: boolean) => {
      consent = value;
    },
    remembered: () => JSON.parse(local.getItem(STORAGE_KEYS.attribution) ?? "null") as { attribution: Record<string, string> } | null,
  };
}

describe("capturing a visit's attribution", () => {
  test("the first page of the tab's session wins; later pages and reloads keep it", () => {
    const tab = visitor().newTab();
    expect(tab.load("/?utm_source=google&utm_campaign=x&gclid=abc", "https://www.google.com/")).toEqual({
      landingPage: "/?utm_source=google&utm_campaign=x&gclid=abc",
      referrer: "https://www.google.com",
      utmSource: "google",
      utmCampaign: "x",
      gclid: "abc",
    });
    tab.load("/contact?utm_source=other", `${SITE}/`);
    expect(tab.store.current()).toMatchObject({ utmSource: "google", landingPage: "/?utm_source=google&utm_campaign=x&gclid=abc" });
    // A reload of the page: a new store on the same sessionStorage.
    const reloaded = createAttributionStore({
      session: tab.session,
      local: memoryStorage(),
      now: () => Date.now(),
      hasMarketingConsent: () => false,
    });
    expect(reloaded.capture(new URL("/about", SITE), "")).toMatchObject({ utmSource: "google" });
  });

  test("our own pages are never the referrer", () => {
    const tab = visitor().newTab();
    expect(tab.load("/pricing-calculator", `${SITE}/blog`)).toEqual({ landingPage: "/pricing-calculator" });
  });

  test("without marketing consent nothing is kept beyond the session, and an older copy is removed", () => {
    const person = visitor({ consent: false });
    person.local.setItem(STORAGE_KEYS.attribution, JSON.stringify({ attribution: { utmSource: "old" }, capturedAt: Date.now() }));
    person.newTab().load("/?utm_source=google");
    expect(person.local.getItem(STORAGE_KEYS.attribution)).toBeNull();
    const nextVisit = person.newTab();
    expect(nextVisit.load("/")).toEqual({ landingPage: "/" });
  });

  test("with marketing consent, a returning visitor who comes back directly is still credited to the campaign", () => {
    const person = visitor({ consent: true });
    person.newTab().load("/?utm_source=google&utm_campaign=x&gclid=abc");
    expect(person.remembered()?.attribution).toMatchObject({ utmSource: "google" });
    person.later(7 * DAY);
    expect(person.newTab().load("/contact")).toMatchObject({ utmSource: "google", utmCampaign: "x", gclid: "abc" });
  });

  test("a new campaign or referring site replaces the remembered one; a direct visit does not", () => {
    const person = visitor({ consent: true });
    person.newTab().load("/?utm_source=google");
    person.later(DAY);
    person.newTab().load("/about");
    expect(person.remembered()?.attribution).toMatchObject({ utmSource: "google" });
    person.later(DAY);
    expect(person.newTab().load("/blog", "https://news.example/post")).toEqual({
      landingPage: "/blog",
      referrer: "https://news.example/post",
    });
    expect(person.remembered()?.attribution).toEqual({ landingPage: "/blog", referrer: "https://news.example/post" });
  });

  test("the remembered campaign expires 90 days after its visit, however often the visitor comes back directly", () => {
    const person = visitor({ consent: true });
    person.newTab().load("/?utm_source=google");
    person.later(60 * DAY);
    expect(person.newTab().load("/")).toMatchObject({ utmSource: "google" });
    person.later(31 * DAY);
    expect(person.newTab().load("/")).toEqual({ landingPage: "/" });
    expect(person.remembered()?.attribution).toEqual({ landingPage: "/" });
  });

  test("consent given later keeps the session's record; withdrawing it removes the kept copy at once", () => {
    const person = visitor({ consent: false });
    const tab = person.newTab();
    tab.load("/?utm_source=newsletter");
    expect(person.remembered()).toBeNull();
    person.setConsent(true);
    tab.store.applyConsent(true);
    expect(person.remembered()?.attribution).toMatchObject({ utmSource: "newsletter" });
    tab.store.applyConsent(false);
    expect(person.remembered()).toBeNull();
    expect(tab.store.current()).toMatchObject({ utmSource: "newsletter" });
  });

  test("an older tab does not overwrite the newer campaign another tab remembered", () => {
    const person = visitor({ consent: true });
    const first = person.newTab();
    first.load("/?utm_source=google");
    person.later(DAY);
    person.newTab().load("/?utm_source=linkedin");
    first.load("/contact");
    expect(person.remembered()?.attribution).toMatchObject({ utmSource: "linkedin" });
  });

  test("stored records that were tampered with are cleaned or ignored", () => {
    const person = visitor({ consent: true });
    person.local.setItem(STORAGE_KEYS.attribution, "{not json");
    expect(person.newTab().load("/")).toEqual({ landingPage: "/" });
    person.local.setItem(
      STORAGE_KEYS.attribution,
      JSON.stringify({ attribution: { utmSource: "x".repeat(900), landingPage: "//evil.example" }, capturedAt: Date.now() }),
    );
    const tab = person.newTab();
    expect(tab.load("/")).toEqual({ utmSource: "x".repeat(200) });
  });
});
