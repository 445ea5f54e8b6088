import request from "supertest";
import { describe, expect, test } from "vitest";
import type { ContentEntry } from "../../shared/schemas/admin-content";
import type { SiteSettingsDocument } from "../../shared/schemas/site-settings";
import { type RegionCode, REGIONS } from "../../shared/constants";
import { regionPath } from "../../shared/region-addresses";
import { ADMIN_PASSWORD, addStaffOfEveryRole, asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { value } from "../helpers/test-db";
import { uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import type { AuditEntry } from "../../shared/admin/audit-actions";

// The site settings staff own (docs/decisions/0040-site-settings.md): one document with a draft,
// revisions and a published copy, seeded from the values the site had; every page that shows a
// setting shows the published change at once, in every region; nothing expired is shown.

/** A clock the tests move: the day decides which certifications are current. */
let now = new Date("2025-06-01T12:00:00Z");
const { app, db } = await createAdminTestApp({ now: () => now });
const staff = asAdmin(app, await signIn(app));

const settings = async () => (await staff.get("/api/admin/settings").expect(200)).body as ContentEntry<"site-settings">;
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
/** Saves `change` of the published settings as the draft and publishes it. */
async function publish(change: (doc: SiteSettingsDocument) => void): Promise<void> {
  const doc = structuredClone((await settings()).published!);
  change(doc);
  await staff.put("/api/admin/settings/draft").send(doc).expect(200);
  await staff.post("/api/admin/settings/publish").expect(200);
}

describe("the seeded settings", () => {
  test("hold the values the site had: the claims without dates, the certifications with their periods, the brand's contacts", async () => {
    const entry = await settings();
    expect(entry.status).toBe("published");
    const doc = entry.published!;
    expect(doc.claims.map((c) => [c.key, c.value, c.asOf])).toEqual([
      ["agencies", "25+", null],
      ["specialists", "20+", null],
      ["whiteLabel", "100%", null],
      ["response", "24hr", null],
      ["satisfaction", "85%", null],
      ["growth", "3x", null],
      ["departments", "6", null],
      ["since", null, null],
      ["subscribers", "1,000+", null],
    ]);
    expect(doc.security.certifications).toEqual([
      { id: "iso27001", validFrom: "2025-01-01", validUntil: "2026-12-31" },
      { id: "soc2", validFrom: "2024-01-01", validUntil: "2025-12-31" },
      { id: "gdpr", validFrom: null, validUntil: null },
    ]);
    expect(doc.contacts).toMatchObject({ email: "hello@northbeam.example", phone: "+44 20 7946 0321", timeZone: "Europe/London" });
    expect(doc.look).toEqual({ primary: "#0b1f3a", accent: "#fcd34d", action: "#4f46e5", logo: null });
  });
});

describe("a published change", () => {
  test("shows on every page that uses it, in every region, with the next request; a draft shows nowhere", async () => {
    const strip = async (region: RegionCode) => (await page(regionPath(region, "/"))).querySelector('[data-claim="agencies"]')!.textContent;
    for (const region of REGIONS) expect(await strip(region)).toContain("25+");

    const doc = structuredClone((await settings()).published!);
    doc.claims[0]!.value = "40+";
    doc.security.responseHours.critical = 2;
    await staff.put("/api/admin/settings/draft").send(doc).expect(200);
    for (const region of REGIONS) expect(await strip(region), region).toContain("25+");

    await staff.post("/api/admin/settings/publish").expect(200);
    for (const region of REGIONS) {
      expect(await strip(region), region).toContain("40+");
      const security = await page(regionPath(region, "/security"));
      expect(security.querySelector("#report tbody tr")!.textContent, region).toMatch(/2 (hours|Stunden)/);
    }
  });

  test("a region's own phone, hours and address show on its pages and in its structured data; the others keep the brand's", async () => {
    await publish((doc) => {
      doc.contacts.regions.DE = {
        phone: "+49 30 901820",
        email: "hallo@northbeam.example",
        bookingUrl: null,
        hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:30", closes: "17:00" },
        timeZone: "Europe/Berlin",
        address: { street: "Torstraße 1", city: "Berlin", postalCode: "10119", country: "DE" },
      };
    });
    const german = await page("/de/contact");
    const hrefs = german.querySelectorAll("a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("tel:+4930901820");
    expect(hrefs).toContain("mailto:hallo@northbeam.example");
    expect(german.querySelector("#business-hours")!.parentNode!.textContent).toContain("Montag bis Donnerstag, 08:30–17:00 Uhr");
    expect(german.querySelector("main address")!.textContent).toBe("Torstraße 1, 10119 Berlin");
    const business = jsonLdBlocks(await page("/de")).find((b) => b["@type"] === "LocalBusiness")!;
    expect(business).toMatchObject({
      telephone: "+49 30 901820",
      address: { streetAddress: "Torstraße 1", addressLocality: "Berlin", addressCountry: "DE" },
    });
    for (const path of ["/contact", "/uk/contact"]) {
      const doc = await page(path);
      expect(
        doc.querySelectorAll("a").map((a) => a.getAttribute("href")),
        path,
      ).toContain("mailto:hello@northbeam.example");
      expect(jsonLdBlocks(await page(path.replace("/contact", "") || "/")).find((b) => b["@type"] === "LocalBusiness")).toMatchObject({
        address: { addressLocality: "London" },
      });
    }
  });

  test("the footer lists the social profiles staff set, and the structured data names them", async () => {
    await publish((doc) => {
      doc.social = [{ network: "LinkedIn", url: "https://www.linkedin.com/company/example-agency" }];
    });
    const doc = await page("/uk");
    expect(doc.querySelectorAll("footer a").map((a) => a.getAttribute("href"))).toContain(
      "https://www.linkedin.com/company/example-agency",
    );
    expect(doc.querySelector("footer")!.textContent).not.toContain("Pinterest");
    expect(jsonLdBlocks(doc).find((b) => b["@type"] === "Organization")).toMatchObject({
      sameAs: ["https://www.linkedin.com/company/example-agency"],
    });
  });

  test('"specialists" can read the count of published team members, and says it is counted', async () => {
    await publish((doc) => {
      doc.claims.find((c) => c.key === "specialists")!.value = null;
    });
    const home = await page("/");
    expect(home.querySelector('[data-claim="specialists"]')!.textContent).toContain("14");
    expect(home.querySelector('[data-note="specialists"]')!.textContent).toContain("counted from the team on this site");
    expect(home.querySelector("#home-team")!.parentNode!.textContent).toContain("14 specialists");
    const member = await value<number>(db, "SELECT MIN(id) FROM content_entries WHERE kind = 'team-member'");
    await staff.delete(`/api/admin/content/team-member/${member}`).expect(204);
    expect((await page("/de")).querySelector('[data-claim="specialists"]')!.textContent).toContain("13");
  });

  test("a claim's date and source become a note under the strip, in the page's language", async () => {
    await publish((doc) => {
      const satisfaction = doc.claims.find((c) => c.key === "satisfaction")!;
      satisfaction.asOf = "2025-03-01";
      satisfaction.source = { en: "survey of 40 client agencies", de: null };
    });
    const note = (await page("/")).querySelector('[data-note="satisfaction"]')!;
    expect(note.textContent).toContain("as of March 1, 2025");
    expect(note.textContent).toContain("source: survey of 40 client agencies");
    const german = (await page("/de")).querySelector('[data-note="satisfaction"]')!;
    expect(german.textContent).toContain("Stand 1. März 2025");
    // No German note was written: the English one is shown, marked as English.
    expect(german.querySelector('[lang="en"]')!.textContent).toContain("survey of 40 client agencies");
    const marker = (await page("/")).querySelector('[data-claim="satisfaction"] sup a')!;
    expect((await page("/")).querySelector(marker.getAttribute("href")!)).not.toBeNull();
  });
});

describe("the preview of a draft", () => {
  test("renders any page with the settings' draft for signed-in staff, colours and contacts included; visitors keep the published", async () => {
    const entry = await settings();
    const doc = structuredClone(entry.published!);
    doc.claims.find((c) => c.key === "growth")!.value = "4x";
    doc.look.primary = "#14213d";
    doc.contacts.regions.UK.phone = "+44 20 7946 0999";
    await staff.put("/api/admin/settings/draft").send(doc).expect(200);
    const session = await signIn(app);
    const preview = parseHtml((await request(app).get(`/uk?preview=${entry.id}`).set("Cookie", session.cookie).expect(200)).text);
    expect(preview.querySelector('[data-claim="growth"]')!.textContent).toContain("4x");
    expect(preview.querySelector("html")!.getAttribute("style")).toContain("--color-brand:#14213d");
    expect(preview.querySelectorAll("footer a").map((a) => a.getAttribute("href"))).toContain("tel:+442079460999");
    const visitor = await page(`/uk?preview=${entry.id}`);
    expect(visitor.querySelector('[data-claim="growth"]')!.textContent).not.toContain("4x");
    // The draft goes back to what is published: the next tests start from it.
    await staff.put("/api/admin/settings/draft").send(entry.published!).expect(200);
  });
});

describe("the brand's colours and logo", () => {
  test("the pages paint with the colours staff set, and the header shows the logo they chose from the media library", {
    timeout: 60_000,
  }, async () => {
    const before = await page("/");
    const cardBefore = before.querySelector('meta[property="og:image"]')!.getAttribute("content");
    expect(before.querySelector("html")!.getAttribute("style")).toBeUndefined();
    expect(before.querySelector('header a[href="/"] svg[data-logo="mark"]')).not.toBeNull();

    const session = await signIn(app);
    const up = await uploadRequest(
      app,
      session,
      { bytes: await photo(400, 100).png().toBuffer(), name: "logo.png" },
      { alt: "Logo", altDe: "Logo" },
    );
    expect(up.status).toBe(201);
    const asset = (up.body as MediaUploadResult).asset;
    await publish((doc) => {
      doc.look = { primary: "#1e1b4b", accent: "#fde68a", action: "#047857", logo: asset.id };
    });
    // The social cards are drawn in the new colours, with the logo: their addresses change with them.
    expect((await page("/")).querySelector('meta[property="og:image"]')!.getAttribute("content")).not.toBe(cardBefore);
    for (const path of ["/", "/de/security"]) {
      const doc = await page(path);
      const style = doc.querySelector("html")!.getAttribute("style")!;
      expect(style, path).toContain("--color-brand:#1e1b4b");
      expect(style, path).toContain("--color-brand-accent:#fde68a");
      expect(style, path).toContain("--color-brand-action:#047857");
      expect(doc.querySelector('meta[name="theme-color"]')!.getAttribute("content")).toBe("#1e1b4b");
      const logo = doc.querySelector('header a img[data-logo="uploaded"]')!;
      expect(logo.getAttribute("src"), path).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.(png|jpg)$/);
      // Four times as wide as high, drawn 32 px high.
      expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["128", "32"]);
    }
    const organization = jsonLdBlocks(await page("/")).find((b) => b["@type"] === "Organization")!;
    expect(organization.logo).toMatch(/^https:\/\/agency\.test\/media\/[0-9a-f]{64}-\d+\.(png|jpg)$/);
    // The library refuses to delete the logo while the settings name it.
    await staff.delete(`/api/admin/media/${asset.id}`).expect(409);
  });
});

describe("nothing expired is shown", () => {
  test("a certification past its last day leaves the panel the next day, without any edit, and is a warning for staff", async () => {
    const certifications = async (path: string) =>
      (await page(path)).querySelectorAll("[data-certification]").map((li) => li.getAttribute("data-certification"));
    now = new Date("2025-12-31T23:00:00Z");
    expect(await certifications("/security")).toEqual(["iso27001", "soc2", "gdpr"]);
    expect((await staff.get("/api/admin/settings/warnings").expect(200)).body.warnings).not.toContainEqual(
      expect.objectContaining({ message: expect.stringContaining("SOC 2 Type II ended") }),
    );

    now = new Date("2026-01-01T00:30:00Z");
    for (const region of REGIONS) expect(await certifications(regionPath(region, "/security")), region).toEqual(["iso27001", "gdpr"]);
    expect((await request(app).get("/api/content/site-facts").expect(200)).body.security.certifications).toHaveLength(2);
    const { warnings } = (await staff.get("/api/admin/settings/warnings").expect(200)).body;
    expect(warnings).toContainEqual({
      path: "security.certifications.1.validUntil",
      level: "warning",
      message: "SOC 2 Type II ended 2025-12-31: renew or remove",
    });
    // January 2025's audit is not a year old yet.
    expect(warnings.find((w: { path: string }) => w.path === "security.lastAudit")).toBeUndefined();
  });

  test("a claim dated more than a year ago is a warning; one without a date is a notice", async () => {
    now = new Date("2026-06-01T12:00:00Z");
    await publish((doc) => {
      doc.claims.find((c) => c.key === "growth")!.asOf = "2025-04-30";
      doc.claims.find((c) => c.key === "agencies")!.asOf = "2026-01-15";
    });
    const { warnings } = (await staff.get("/api/admin/settings/warnings").expect(200)).body;
    expect(warnings).toContainEqual({
      path: "claims.5.asOf",
      level: "warning",
      message:
        "“3x average client growth” is dated 2025-04-30, more than a year ago: check it, then update its figure and date or remove it",
    });
    expect(warnings.find((w: { path: string }) => w.path === "claims.0.asOf")).toBeUndefined();
    expect(warnings).toContainEqual(expect.objectContaining({ path: "claims", level: "notice" }));
    expect(warnings).toContainEqual({
      path: "security.lastAudit",
      level: "warning",
      message: "The last audit (2025-01) is more than a year ago: enter the latest one",
    });
  });
});

describe("saving and publishing", () => {
  test("a colour pair below WCAG AA is refused on save, naming the colour; the stored draft stays as it was", async () => {
    const before = await settings();
    const doc = structuredClone(before.draft);
    doc.look.primary = "#60a5fa";
    doc.look.action = "#a5b4fc";
    const res = await staff.put("/api/admin/settings/draft").send(doc).expect(400);
    expect(res.body.fieldErrors["look.primary"][0]).toMatch(/white text on the primary colour is 2\.\d+:1; WCAG AA needs at least 4\.5:1/);
    expect(res.body.fieldErrors["look.action"][0]).toMatch(/white text on the action colour is 1\.\d+:1/);
    expect((await settings()).draft).toEqual(before.draft);
  });

  test("bad input is refused by its path: a date that does not exist, a claim the site cannot count, hours that close first", async () => {
    const doc = structuredClone((await settings()).draft);
    doc.security.certifications[0]!.validUntil = "2026-02-30";
    doc.claims.find((c) => c.key === "agencies")!.value = null;
    doc.contacts.hours = { days: ["Monday"], opens: "18:00", closes: "09:00" };
    const { fieldErrors } = (await staff.put("/api/admin/settings/draft").send(doc).expect(400)).body;
    expect(Object.keys(fieldErrors).sort()).toEqual(["claims.0.value", "contacts.hours.closes", "security.certifications.0.validUntil"]);
    const unknown = (
      await staff
        .put("/api/admin/settings/draft")
        .send({ ...doc, theme: "dark" })
        .expect(400)
    ).body;
    expect(unknown.fieldErrors.theme).toBeDefined();
  });

  test("every step is a revision that can be restored into the draft; restoring publishes nothing", async () => {
    const before = await settings();
    const doc = structuredClone(before.published!);
    doc.company.foundingYear = 2019;
    await staff.put("/api/admin/settings/draft").send(doc).expect(200);
    const saved = await settings();
    expect(saved.status).toBe("changed");
    const published = saved.revisions.find((r) => r.action === "published")!;
    const restored = (await staff.post(`/api/admin/settings/revisions/${published.id}/restore`).expect(200))
      .body as ContentEntry<"site-settings">;
    expect(restored.draft.company.foundingYear).toBe(before.published!.company.foundingYear);
    expect(restored.revisions[0]!.action).toBe("restored");
  });

  test("only owners read, write or preview them (shared/admin/staff-roles.ts), and publishing is in the audit trail", async () => {
    const emails = await addStaffOfEveryRole(db);
    const entry = await settings();
    for (const role of ["sales", "editor"] as const) {
      const other = asAdmin(app, await signIn(app, emails[role], ADMIN_PASSWORD));
      await other.get("/api/admin/settings").expect(403);
      await other.get("/api/admin/settings/warnings").expect(403);
      await other.put("/api/admin/settings/draft").send(entry.published!).expect(403);
      await other.post("/api/admin/settings/publish").expect(403);
    }
    const doc = structuredClone(entry.published!);
    doc.claims.find((c) => c.key === "growth")!.value = "5x";
    await staff.put("/api/admin/settings/draft").send(doc).expect(200);
    // An editor previews content, not the settings: the page keeps what visitors see.
    const editor = await signIn(app, emails.editor, ADMIN_PASSWORD);
    const previewAs = async (cookie: string) =>
      parseHtml((await request(app).get(`/?preview=${entry.id}`).set("Cookie", cookie).expect(200)).text);
    expect((await previewAs(editor.cookie)).querySelector('[data-claim="growth"]')!.textContent).not.toContain("5x");
    expect((await previewAs((await signIn(app)).cookie)).querySelector('[data-claim="growth"]')!.textContent).toContain("5x");
    await staff.put("/api/admin/settings/draft").send(entry.published!).expect(200);
    await staff.post("/api/admin/settings/publish").expect(200);
    const trail = (await staff.get("/api/admin/audit?action=content-published").expect(200)).body.items as AuditEntry[];
    expect(trail[0]).toMatchObject({ action: "content-published", target: `site-settings ${entry.id}` });
  });

  test("only signed-in staff read or write them, and the content routes do not reach them", async () => {
    await request(app).get("/api/admin/settings").expect(401);
    await request(app).put("/api/admin/settings/draft").send({}).expect(401);
    const id = await value<number>(db, "SELECT id FROM content_entries WHERE kind = 'site-settings'");
    await staff.get("/api/admin/content/site-settings").expect(404);
    await staff.post(`/api/admin/content/site-settings/${id}/unpublish`).expect(404);
    await staff.delete(`/api/admin/content/site-settings/${id}`).expect(404);
  });
});
