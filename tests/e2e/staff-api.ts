import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { homeFormLead } from "../helpers/lead-payloads";
import { expect } from "./fixtures";
import { humanControls } from "./human-lead";

// What the staff specs set up through the site's API, as a visitor or the screens would, after
// signIn (tests/e2e/staff-sign-in.ts): leads, the session's CSRF header, images in the library.

/** A lead as the home contact form posts it. */
export async function postHomeLead(page: Page, fields: Partial<typeof homeFormLead> & { attribution?: Record<string, string> }) {
  const res = await page.request.post("/api/contacts", { data: { ...homeFormLead, ...fields, ...humanControls() } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

/** The headers a state-changing staff call needs (docs/decisions/0009-admin-security.md). */
export async function staffHeaders(page: Page): Promise<Record<string, string>> {
  const { csrfToken } = (await (await page.request.get("/api/admin/session")).json()) as { csrfToken: string };
  return { "X-CSRF-Token": csrfToken, Origin: new URL(page.url()).origin };
}

/**
 * A PNG of one colour, `rgb` (24 bits), so every call is a new asset. The library keeps one asset
 * per file's bytes: two uploads of the same square would be one asset, with the first one's alt text.
 */
const squarePng = (rgb: number) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: { r: rgb >> 16, g: (rgb >> 8) & 255, b: rgb & 255 } } })
    .png()
    .toBuffer();

/** Uploads an image to the media library and answers its asset id. */
export async function uploadImage(page: Page, alt: string): Promise<string> {
  const colour = randomInt(2 ** 24);
  const res = await page.request.post("/api/admin/media", {
    headers: await staffHeaders(page),
    multipart: {
      file: { name: `${alt.toLowerCase().replace(/\W+/g, "-")}.png`, mimeType: "image/png", buffer: await squarePng(colour) },
      alt,
      altDe: `${alt} (de)`,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { asset, duplicate } = (await res.json()) as { asset: { id: string }; duplicate: boolean };
  expect(duplicate, "the upload is a new asset, with this alt text").toBe(false);
  return asset.id;
}

/** A content entry as the staff API answers it. */
export async function contentEntry(page: Page, kind: string, id: string | number) {
  const res = await page.request.get(`/api/admin/content/${kind}/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: number; status: string; draft: Record<string, unknown>; published: Record<string, unknown> | null };
}
