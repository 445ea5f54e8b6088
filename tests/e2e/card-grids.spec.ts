import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Card lists whose length staff decide are laid out for any count (client/components/ui/card-grid.tsx):
// a last row that is not full is centred under the full ones, never left against one edge with an
// empty column beside it, every card of a list is one column wide, and a study card's body always
// says something (client/components/content/case-study-card.tsx).

// Pages whose lists end in a row that is not full: 14 measured studies and 5 others, the two
// website studies, a study with two related ones, the eight posts; and their German twins.
const PAGES = ["/case-studies", "/case-studies?service=web-development", "/case-studies/koala-digital", "/blog", "/de/case-studies"];

interface Row {
  cards: number;
  leftGap: number;
  rightGap: number;
}

/** Each card list's rows: how many cards, and the empty space left and right of them. */
const rowsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-card-grid]")].map((grid) => {
      const box = grid.getBoundingClientRect();
      const cards = [...grid.children].map((li) => li.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
      return {
        widths: [...new Set(cards.map((c) => Math.round(c.width)))],
        rows: [...rows.values()].map(
          (row): Row => ({
            cards: row.length,
            leftGap: Math.round(Math.min(...row.map((c) => c.left)) - box.left),
            rightGap: Math.round(box.right - Math.max(...row.map((c) => c.right))),
          }),
        ),
      };
    }),
  );

for (const { width, columns } of [
  { width: 1280, columns: 3 },
  { width: 800, columns: 2 },
]) {
  test(`at ${width} px the card lists' last rows are centred and every card is one column wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let partialRows = 0;
    for (const path of PAGES) {
      await page.goto(path);
      const grids = await rowsOf(page);
      expect(grids.length, path).toBeGreaterThan(0);
      for (const grid of grids) {
        expect(grid.widths, `${path}: one card width`).toHaveLength(1);
        for (const row of grid.rows) {
          expect(row.cards, path).toBeLessThanOrEqual(columns);
          if (row.cards < columns) partialRows++;
          // Centred: as much room on the left as on the right (a full row has none on either side).
          expect(Math.abs(row.leftGap - row.rightGap), `${path}: a row of ${row.cards} is centred`).toBeLessThanOrEqual(2);
        }
      }
    }
    expect(partialRows, "the pages have rows that are not full, so centring is what was measured").toBeGreaterThan(2);
  });
}

test("every study card's body says something: more results, facts about the engagement or the study's summary", async ({ page }) => {
  // The US page first: a visitor who has opened a German address is taken to the German page
  // from a US one (docs/decisions/0016-regions-as-addresses.md).
  for (const path of ["/case-studies", "/de/case-studies"]) {
    await page.goto(path);
    const bodies = page.getByTestId("study-card-body");
    await expect(bodies).toHaveCount(19);
    for (const text of await bodies.allInnerTexts()) expect(text.trim().length, path).toBeGreaterThan(10);
    if (path !== "/case-studies") continue;
    const architect = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Website Architect" }) });
    await expect(architect.getByTestId("study-card-body")).toContainText("New service line");
  }
});
