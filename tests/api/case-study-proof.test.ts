import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml, metaContent } from "../helpers/html";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { value } from "../helpers/test-db";

// Proof a sceptic believes (docs/decisions/0040-site-settings.md): a study leads with the result
// staff chose (by default the first of its own results, not the most flattering), an example
// engagement is never called a case study, and a result is written to its neighbours' precision.

const { app, db } = await createAdminTestApp();
const staff = asAdmin(app, await signIn(app));
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
const cardAlt = async (path: string) => metaContent(await page(path), 'meta[property="og:image:alt"]') ?? "";
const entryId = (slug: string) => value<number>(db, "SELECT id FROM content_entries WHERE slug = ?", slug);

describe("a study's headline result", () => {
  const path = "/case-studies/arlingsworth-solicitors-case-study";

  test("is by default the first of its results, on the hero, the list's card and the social card", async () => {
    const hero = (await page(path)).querySelector('[data-testid="study-hero-cover"] g[data-chart-kind]')!;
    expect(hero.getAttribute("data-metric")).toBe("bestConversionRate");
    expect(await cardAlt(path)).toContain("18.95% Best conversion rate");
  });

  test("is the one staff choose, everywhere at once; a headline that is not one of the results is refused by its path", async () => {
    const id = await entryId("arlingsworth-solicitors-case-study");
    const entry = (await staff.get(`/api/admin/content/case-study/${id}`).expect(200)).body;
    const refused = await staff
      .put(`/api/admin/content/case-study/${id}/draft`)
      .send({ ...entry.draft, figures: { ...entry.draft.figures, headline: "websitesPerMonth" } })
      .expect(400);
    expect(refused.body.fieldErrors["figures.headline"]).toEqual(["Choose one of the study's results"]);

    await staff
      .put(`/api/admin/content/case-study/${id}/draft`)
      .send({ ...entry.draft, figures: { ...entry.draft.figures, headline: "costPerConversion30Day" } })
      .expect(200);
    await staff.post(`/api/admin/content/case-study/${id}/publish`).expect(200);

    const doc = await page(path);
    expect(doc.querySelector('[data-testid="study-hero-cover"] svg')!.getAttribute("aria-label")).toContain("£20.66");
    // The chosen headline leaves the results grid; the first result takes its place there.
    const grid = doc.querySelectorAll('[data-testid="study-results"] > div').map((d) => d.getAttribute("data-metric"));
    expect(grid[0]).toBe("bestConversionRate");
    expect(grid).not.toContain("costPerConversion30Day");
    expect(await cardAlt(path)).toContain("£20.66 Cost per conversion, 30-day view");
    expect(await cardAlt(`/de${path}`)).toContain("20,66");
    const list = await page("/case-studies");
    expect(list.querySelector('svg[data-cover="arlingsworth-solicitors-case-study"]')!.getAttribute("aria-label")).toContain("£20.66");
  });
});

describe("an example engagement", () => {
  test("is never labelled a case study: not on its social card, its page, its card or its link", async () => {
    for (const path of ["/case-studies/google-ads", "/case-studies/web-development", "/case-studies/payflow-systems"]) {
      const alt = await cardAlt(path);
      expect(alt.startsWith("Example engagement · "), path).toBe(true);
      expect(alt, path).not.toContain("Case study");
    }
    expect((await cardAlt("/de/case-studies/google-ads")).startsWith("Beispielprojekt · ")).toBe(true);
    const card = (await page("/case-studies")).querySelector('a[href="/case-studies/google-ads"]')!;
    expect(card.textContent).not.toMatch(/case study/i);
  });
});

describe("results beside each other", () => {
  test("are written to their neighbours' precision in display only: the figure and its chart keep the reported number", async () => {
    const doc = await page("/case-studies/the-dog-guy-case-study");
    const rate = doc.querySelector('[data-testid="study-results"] [data-metric="bestConversionRate"] dd')!.textContent;
    // 12.06% beside whole counts (192 conversions, 13 form submissions) reads 12%.
    expect(rate.replace(/\s/g, " ").trim()).toBe("12%");
    const citypat = await page("/case-studies/citypat-case-study");
    // 0.7% would move by more than 5% as a whole number: it keeps its decimal.
    expect(citypat.querySelector('[data-metric="clickThroughRate"] dd')!.textContent.trim()).toBe("0.7%");
    // Money keeps its cents wherever it sits.
    const arlingsworth = await page("/case-studies/arlingsworth-solicitors-case-study");
    expect(arlingsworth.querySelector('[data-metric="lowestCpaPmax"] dd')!.textContent.trim()).toBe("£6.51");
  });
});
