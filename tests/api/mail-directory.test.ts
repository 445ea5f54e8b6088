import { column, value } from "../helpers/test-db";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterEach, describe, expect, test } from "vitest";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { exitPopupLead, homeFormLead } from "../helpers/lead-payloads";
import type { TestApp } from "../helpers/test-app";
import { humanControls } from "../helpers/lead-controls";

// The embedded default: with no SMTP_URL nothing is sent and nothing is lost; every
// email is written to the mail folder as an .eml file and listed in the staff area.

let testApp: TestApp | null = null;
afterEach(async () => {
  await testApp?.delivery.stop();
  testApp = null;
});

async function staffWithLeads() {
  testApp = await createAdminTestApp();
  const first = await request(testApp.app)
    .post("/api/contacts")
    .send({ ...homeFormLead, ...humanControls() });
  const second = await request(testApp.app)
    .post("/api/contacts")
    .send({ ...exitPopupLead, ...humanControls() });
  await testApp.delivery.worker.drain();
  return { testApp, admin: asAdmin(testApp.app, await signIn(testApp.app)), ids: [first.body.id as number, second.body.id as number] };
}

describe("emails without an SMTP server", () => {
  test("are written as .eml files under the mail folder, with the Message-ID of their job", async () => {
    const { testApp, ids } = await staffWithLeads();
    const dir = testApp.env.delivery.mailDir;
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(4);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{6}Z-(team|visitor)-email-\d+-[0-9a-f]{12}\.eml$/);
    const keys = (await column(testApp.db, "SELECT idempotency_key FROM outbox_jobs WHERE state = 'delivered'")) as string[];
    expect(keys).toHaveLength(4);
    const messageIds = files.map((f) => /^Message-ID: (.+)$/im.exec(readFileSync(join(dir, f), "utf8"))?.[1]?.trim());
    expect(messageIds.sort()).toEqual(keys.sort());
    expect(files.filter((f) => f.includes(`-${ids[1]}-`))).toHaveLength(2);
  });

  test("are listed newest first in the staff area, and each can be read with its headers, text and HTML", async () => {
    const { admin, ids } = await staffWithLeads();
    const list = await admin.get("/api/admin/mail");
    expect(list.status).toBe(200);
    expect(list.body.enabled).toBe(true);
    expect(list.body.messages).toHaveLength(4);
    const dates = list.body.messages.map((m: { date: string }) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const visitor = list.body.messages.find(
      (m: { to: string; leadId: number }) => m.leadId === ids[1] && m.to === "Exit Intent Visitor <owner@agency.example>",
    );
    expect(visitor).toMatchObject({ subject: "Your exclusive discount code – Northbeam Studio", leadId: ids[1] });

    const read = await admin.get(`/api/admin/mail/${visitor.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: visitor.id,
      to: visitor.to,
      from: "Northbeam Studio <hello@northbeam.example>",
      subject: visitor.subject,
    });
    expect(read.body.headers["Message-ID"]).toMatch(/^<.+@northbeam\.example>$/);
    expect(read.body.text).toMatch(/Your code for 30% off SEO Services\s+SEO30-/);
    expect(read.body.html).toContain("<h1");
    expect(read.body.html).toContain("SEO30-");
  });

  test("an unknown or crafted id answers 404", async () => {
    const { admin } = await staffWithLeads();
    for (const id of ["nope", "..%2F..%2Fapp", "20260101T000000Z-team-email-1-000000000000"]) {
      expect((await admin.get(`/api/admin/mail/${id}`)).status, id).toBe(404);
    }
  });

  test("erasing a lead erases the emails written about it", async () => {
    const { testApp, admin, ids } = await staffWithLeads();
    expect((await admin.delete(`/api/admin/leads/${ids[0]}`)).status).toBe(204);
    const remaining = readdirSync(testApp.env.delivery.mailDir);
    expect(remaining).toHaveLength(2);
    expect(remaining.every((f) => f.includes(`-${ids[1]}-`))).toBe(true);
    expect(await value(testApp.db, "SELECT COUNT(*) FROM outbox_jobs WHERE lead_id = ?", ids[0])).toBe(0);
  });

  test("with SMTP_URL set, the staff area says the mail folder is not in use", async () => {
    testApp = await createAdminTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    const admin = asAdmin(testApp.app, await signIn(testApp.app));
    expect((await admin.get("/api/admin/mail")).body).toEqual({ enabled: false, messages: [] });
  });
});
