import { describe, expect, test } from "vitest";
import { getAt, setAt } from "../../client/features/admin/document-path";

// The content editors read and write a field by the path the staff API names it with
// (server/field-errors.ts, fieldErrorsByPath).

describe("a content document's field by its path", () => {
  const doc = {
    story: { en: { title: "Old", challenge: ["One", "Two"] }, de: null },
    figures: { results: [{ after: { value: 3, approx: true } }] },
  };

  test("reads nested objects and list places, and nothing past a missing step", () => {
    expect(getAt(doc, "story.en.title")).toBe("Old");
    expect(getAt(doc, "story.en.challenge.1")).toBe("Two");
    expect(getAt(doc, "figures.results.0.after.value")).toBe(3);
    expect(getAt(doc, "story.de.title")).toBeUndefined();
  });

  test("writes a copy with one value changed, leaving the original and its neighbours as they were", () => {
    const next = setAt(doc, "figures.results.0.after.value", 30);
    expect(next.figures.results[0]).toEqual({ after: { value: 30, approx: true } });
    expect(doc.figures.results[0]!.after.value).toBe(3);
    expect(next.story).toBe(doc.story);
    expect(Array.isArray(setAt(doc, "story.en.challenge.0", "New").story.en.challenge)).toBe(true);
  });

  test("creates the missing steps of a path, and undefined leaves a key out", () => {
    const ranged = setAt({ metric: "x" } as Record<string, unknown>, "range.low", 1);
    expect(ranged).toEqual({ metric: "x", range: { low: 1 } });
    expect(setAt({ unit: "days", key: "duration" }, "unit", undefined)).toEqual({ key: "duration" });
  });
});
