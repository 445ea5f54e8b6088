import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

describe("lead-capture configuration", () => {
  test("GA_MEASUREMENT_ID is optional: unset or empty means no Google tag", () => {
    expect(parseEnv({}).gaMeasurementId).toBeNull();
    expect(parseEnv({ GA_MEASUREMENT_ID: "" }).gaMeasurementId).toBeNull();
    expect(parseEnv({ GA_MEASUREMENT_ID: "G-ABC123XYZ9" }).gaMeasurementId).toBe("G-ABC123XYZ9");
  });

  test("a GA_MEASUREMENT_ID that is not a Google tag ID stops start-up naming the variable", () => {
    expect(() => parseEnv({ GA_MEASUREMENT_ID: "UA-1234-1" })).toThrow(/GA_MEASUREMENT_ID:/);
    expect(() => parseEnv({ GA_MEASUREMENT_ID: 'G-abc"><script>' })).toThrow(EnvError);
  });

  test("development hosts are localhost and 127.0.0.1 plus DEVELOPMENT_HOSTS", () => {
    expect(parseEnv({ NODE_ENV: "development" }).developmentHosts).toEqual(["localhost", "127.0.0.1"]);
    expect(parseEnv({ DEVELOPMENT_HOSTS: " Staging.Agency.dev , .preview.example " }).developmentHosts).toEqual([
      "localhost",
      "127.0.0.1",
      "staging.agency.dev",
      ".preview.example",
    ]);
  });

  test("the production host is never a development host", () => {
    // A production run on 127.0.0.1 (like the browser tests): that host is production.
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" }).developmentHosts).toEqual(["localhost"]);
    // In development, SITE_URL=http://localhost:3000 is not a production domain.
    expect(parseEnv({ NODE_ENV: "development", SITE_URL: "http://localhost:3000" }).developmentHosts).toContain("localhost");
    // Listing the production domain (or a pattern covering it) is refused.
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.acme.example", DEVELOPMENT_HOSTS: ".acme.example" })).toThrow(
      /DEVELOPMENT_HOSTS: ".acme.example" matches the production host/,
    );
    expect(() => parseEnv({ BRAND_DOMAIN: "acme.example", DEVELOPMENT_HOSTS: "acme.example" })).toThrow(EnvError);
    expect(() => parseEnv({ DEVELOPMENT_HOSTS: "http://x.example/" })).toThrow(/DEVELOPMENT_HOSTS:/);
  });
});
