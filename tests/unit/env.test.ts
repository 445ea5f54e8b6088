import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";
import { seedSiteSettings } from "../../server/db/seed-content/site-settings";
import { variablesSettingsOverrule } from "../../server/region-contacts-env";

describe("configuration from the environment", () => {
  test("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 3000,
      databasePath: "data/app.db",
      siteUrl: "http://localhost:3000",
      pageCache: true,
      contactsRateLimit: 20,
    });
    expect(env.brand.name).toBe("Northbeam Studio");
    // No proxy is trusted until the operator names one (README, Deploying).
    expect(env.trustProxy).toBe(false);
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ CONTACTS_RATE_LIMIT: "-1" }, "CONTACTS_RATE_LIMIT"],
    [{ BRAND_EMAIL: "nobody" }, "BRAND_EMAIL"],
    [{ REGION_UK_PHONE: "call us" }, "REGION_UK_PHONE"],
    [{ REGION_DE_EMAIL: "kontakt" }, "REGION_DE_EMAIL"],
    [{ REGION_US_BOOKING_URL: "calendly/us" }, "REGION_US_BOOKING_URL"],
    [{ REGION_DE_HOURS: "weekdays 9 to 5" }, "REGION_DE_HOURS"],
    [{ REGION_DE_HOURS: "Mo-Fr 18:00-09:00" }, "REGION_DE_HOURS"],
    [{ REGION_UK_TIME_ZONE: "Mars/Olympus" }, "REGION_UK_TIME_ZONE"],
  ])("refuses %o with a message naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`));
  });

  test("reads overrides: site URL without its trailing slash, brand settings, proxy trust", () => {
    const env = parseEnv({
      SITE_URL: "https://www.agency.example/",
      BRAND_NAME: "Acme Growth",
      TRUST_PROXY: "1",
      CONTACTS_RATE_LIMIT: "0",
    });
    expect(env.siteUrl).toBe("https://www.agency.example");
    expect(env.brand.name).toBe("Acme Growth");
    expect(env.brand.legalName).toBe("Acme Growth");
    expect(env.trustProxy).toBe(1);
    expect(env.contactsRateLimit).toBe(0);
  });

  test("each region's contacts are its own where set, the brand's elsewhere", () => {
    const env = parseEnv({
      REGION_DE_PHONE: "+49 30 901820",
      REGION_DE_EMAIL: "hallo@northbeam.example",
      REGION_DE_BOOKING_URL: "https://calendly.com/northbeam-studio/beratung",
      REGION_DE_HOURS: "Mo-Th 08:30-17:00",
      REGION_DE_TIME_ZONE: "Europe/Berlin",
      REGION_UK_PHONE: " ",
    });
    expect(env.brand.regionContacts).toEqual({
      DE: {
        phone: "+49 30 901820",
        email: "hallo@northbeam.example",
        bookingUrl: "https://calendly.com/northbeam-studio/beratung",
        hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:30", closes: "17:00" },
        timeZone: "Europe/Berlin",
      },
    });
  });

  test("the region variables seed the site settings; one that differs from them later is named at start", () => {
    const env = parseEnv({ REGION_DE_PHONE: "+49 30 901820", REGION_UK_HOURS: "Mo-Fr 08:00-16:00" });
    const settings = seedSiteSettings(env.brand);
    expect(settings.contacts.regions.DE).toMatchObject({ phone: "+49 30 901820", email: null });
    expect(settings.contacts.regions.UK.hours).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "16:00",
    });
    expect(variablesSettingsOverrule(env.brand, settings)).toEqual([]);
    settings.contacts.regions.DE.phone = "+49 30 111111";
    expect(variablesSettingsOverrule(env.brand, settings)).toEqual(["REGION_DE_PHONE"]);
    // An unset variable never disagrees: the settings are the only home of that contact.
    settings.contacts.regions.US.email = "us@northbeam.example";
    expect(variablesSettingsOverrule(env.brand, settings)).toEqual(["REGION_DE_PHONE"]);
  });
});
