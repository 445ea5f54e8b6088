import { describe, expect, test } from "vitest";
import { resolveTimeZone, timeZoneNames } from "../../shared/conversions/time-zones";

// The conversion files' time zone as staff type it (shared/conversions/time-zones.ts).

describe("a time zone typed by staff", () => {
  test.each([
    ["London", "Europe/London"],
    ["london", "Europe/London"],
    ["New York", "America/New_York"],
    ["new_york", "America/New_York"],
    ["Berlin", "Europe/Berlin"],
    ["Sao Paulo", "America/Sao_Paulo"],
    ["europe/london", "Europe/London"],
    ["Europe/Berlin", "Europe/Berlin"],
    ["UTC", "Etc/UTC"],
    ["Etc/UTC", "Etc/UTC"],
  ])("%s is %s", (typed, zone) => expect(resolveTimeZone(typed)).toEqual({ zone }));

  test("a place no zone is named after is refused, with the zones whose names begin the same", () => {
    expect(resolveTimeZone("Lond")).toEqual({ error: 'No time zone is named "Lond". Did you mean Europe/London?' });
    expect(resolveTimeZone("Atlantis")).toEqual({
      error: 'No time zone is named "Atlantis". Choose one from the list, e.g. Europe/London.',
    });
    expect(resolveTimeZone("  ")).toEqual({ error: "Choose a time zone, e.g. Europe/London or Etc/UTC." });
  });

  test("a place that names two zones asks which", () => {
    expect(resolveTimeZone("Springfield", ["America/Springfield", "Australia/Springfield"])).toEqual({
      error: "More than one time zone is named Springfield: America/Springfield, Australia/Springfield. Choose one.",
    });
  });

  test("the list to choose from starts with the files' default and holds every zone once", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("Etc/UTC");
    expect(names).toContain("Europe/London");
    expect(new Set(names).size).toBe(names.length);
  });
});
