import { describe, expect, test } from "vitest";
import { COVER_SLOTS, fitText, type TextSlot, wrapLines } from "../../client/components/content/case-study-cover";
import { caseStudyMetaDe } from "../../server/db/seed-content/case-study-meta.de";
import { caseStudyMetaEn } from "../../server/db/seed-content/case-study-meta.en";
import { caseStudyFiguresDe } from "../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";

// A study cover's words are SVG text, which neither wraps nor clips: each block is fitted to its
// slot beside the chart by shrinking, never by leaving words out (client/components/content/case-study-cover.tsx).

const words = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");

function expectFits(text: string, slot: TextSlot) {
  const { lines, size } = fitText(text, slot);
  expect(lines.join(" "), "every word is drawn").toBe(words(text));
  expect(lines.length, `"${text}" in ${slot.maxLines} lines`).toBeLessThanOrEqual(slot.maxLines);
  expect(size, `"${text}" at no less than ${slot.minSize} px`).toBeGreaterThanOrEqual(slot.minSize);
  const maxChars = Math.floor((slot.maxChars * slot.size) / size);
  for (const line of lines) expect(line.length, `"${line}" fits ${maxChars} characters at ${size} px`).toBeLessThanOrEqual(maxChars);
}

describe("the text on a study's cover", () => {
  test("keeps every word of a long German metric, at a smaller size, in two lines", () => {
    const text = caseStudyFiguresDe.metrics.averageCpa;
    expect(text).toBe("Kosten pro Akquisition im Schnitt");
    const { lines, size } = fitText(text, COVER_SLOTS.metric);
    expect(lines).toEqual(["Kosten pro Akquisition", "im Schnitt"]);
    expect(size).toBeLessThan(COVER_SLOTS.metric.size);
  });

  test("keeps a short text at its full size", () => {
    expect(fitText("Organic users", COVER_SLOTS.metric)).toEqual({ lines: ["Organic users"], size: 26 });
  });

  test("wraps without dropping words, however many lines it takes", () => {
    expect(wrapLines("one two three four five six", 9)).toEqual(["one two", "three", "four five", "six"]);
  });

  const metrics = [...Object.values(caseStudyFiguresEn.metrics), ...Object.values(caseStudyFiguresDe.metrics)];
  test.each(metrics)("metric %s fits its slot", (text) => expectFits(text, COVER_SLOTS.metric));

  const notes = [caseStudyFiguresEn, caseStudyFiguresDe].flatMap((w) => [
    w.indexNote,
    w.beforeAfterNote,
    w.shareNote,
    w.rangeNote,
    w.durationNote,
  ]);
  test.each(notes)("note %s fits its slot", (text) => expectFits(text, COVER_SLOTS.note));

  const projects = [...Object.values(caseStudyMetaEn), ...Object.values(caseStudyMetaDe)].map((m) => m.project);
  test.each(projects)("project %s fits its slot", (text) => expectFits(text, COVER_SLOTS.project));
});
