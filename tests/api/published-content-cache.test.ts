import request from "supertest";
import { describe, expect, test, vi } from "vitest";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";
import { run, value } from "../helpers/test-db";

// Renders keep the published documents for as long as the content version stays the same
// (server/db/published-content-cache.ts). With the page cache off every request renders, so
// these tests see what that store hands the renderer: a change must show on the next render,
// and the English and German pages, which read the same documents, must each stay in their language.

/** On PostgreSQL another instance's write is seen within about a second (server/db/content-version.ts). */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3_000, interval: 100 });

const teamRoles = async (app: Awaited<ReturnType<typeof createTestApp>>["app"], path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers["x-page-cache"], path).toBeUndefined();
  return parseHtml(res.text).querySelector('section[aria-labelledby="home-team"]')?.textContent ?? "";
};

describe("published documents kept between renders", async () => {
  const { app, db } = await createTestApp({ env: { PAGE_CACHE: "off" } });
  const memberId = await value<number>(db, "SELECT id FROM content_entries WHERE kind = 'team-member' ORDER BY sort_order, id LIMIT 1");
  const published = async () => JSON.parse(await value<string>(db, "SELECT published FROM content_entries WHERE id = ?", memberId));

  test("the English and German home pages, rendered one after the other, each show the team in their own language", async () => {
    const member = await published();
    for (let round = 0; round < 2; round++) {
      const english = await teamRoles(app, "/");
      const german = await teamRoles(app, "/de");
      expect(english).toContain(member.role.en);
      expect(german).toContain(member.role.de);
      if (member.role.en !== member.role.de) {
        expect(english).not.toContain(member.role.de);
        expect(german).not.toContain(member.role.en);
      }
    }
  });

  test("a member's new role shows on the next render of the home page, in both languages", async () => {
    expect(await teamRoles(app, "/")).not.toContain("Conversion copywriter");
    const member = await published();
    member.role = { en: "Conversion copywriter", de: "Conversion-Texterin" };
    await run(db, "UPDATE content_entries SET published = ? WHERE id = ?", JSON.stringify(member), memberId);
    await soon(async () => expect(await teamRoles(app, "/")).toContain("Conversion copywriter"));
    expect(await teamRoles(app, "/de")).toContain("Conversion-Texterin");
  });

  test("an unpublished member leaves the home page on the next render", async () => {
    const role = (await published()).role.en as string;
    await run(db, "UPDATE content_entries SET published = NULL WHERE id = ?", memberId);
    await soon(async () => expect(await teamRoles(app, "/")).not.toContain(role));
  });
});
