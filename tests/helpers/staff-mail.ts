import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import type { AppListener } from "../../server/app";
import { readMail, type ReadMail } from "../../server/mail/mime-read";
import { SITE_ORIGIN } from "./admin";

// The emails owners' invitations and reset links send (server/auth/staff-links.ts), as they arrive
// in the mail folder (the embedded default) or at an SMTP server, and the token in their link.

/** The token of the link in an email: what follows "/admin/welcome#". */
export function linkTokenOf(mail: Pick<ReadMail, "text">): string {
  const token = /\/admin\/welcome#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no staff link in: ${mail.text}`);
  return token;
}

/** The emails to staff written to the mail folder, oldest first, with their file names. */
export function staffMails(mailDir: string): (ReadMail & { file: string })[] {
  let files: string[];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .filter((f) => /-staff-(invitation|reset)-0-[0-9a-f]{12}\.eml$/.test(f))
    .sort()
    .map((file) => ({ file, ...readMail(readFileSync(join(mailDir, file), "utf8")) }));
}

/** The newest staff link's token in the mail folder. */
export const newestLinkToken = (mailDir: string) => linkTokenOf(staffMails(mailDir).at(-1)!);

/** A signed-out request from this site's own page (an emailed link's page, a passkey sign-in). */
export const fromOwnPage = (app: AppListener, path: string) =>
  request(app).post(`/api/admin${path}`).set("Origin", SITE_ORIGIN).set("Sec-Fetch-Site", "same-origin");

/** The session cookie a response set, as "name=value". */
export const sessionCookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => /^(__Host-)?admin_session=/.test(c))!
    .split(";")[0]!;
