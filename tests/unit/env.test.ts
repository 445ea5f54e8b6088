import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

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
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ CONTACTS_RATE_LIMIT: "-1" }, "CONTACTS_RATE_LIMIT"],
    [{ BRAND_EMAIL: "nobody" }, "BRAND_EMAIL"],
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
});
