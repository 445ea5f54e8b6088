import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { readMail } from "../../server/mail/mime-read";
import { e2eMailDir } from "./e2e-mail-dir.mjs";
import { expect, waitForHydration } from "./fixtures";

// Colleagues invited by email (docs/decisions/0032-staff-roles-audit-retention-passkeys.md), as the
// staff specs set them up: the emailed link read from the staff server's mail folder
// (tests/e2e/start-server.mjs), and an account set up from it with a password.

const STAFF_PORT = Number(process.env.E2E_PORT ?? 3107) + 1;

/** The link in the newest invitation to `email` in the staff server's mail folder. */
export async function invitationLink(email: string): Promise<string> {
  const dir = e2eMailDir(STAFF_PORT);
  let link: string | null = null;
  await expect
    .poll(() => {
      for (const file of readdirSync(dir)
        .filter((f) => f.includes("-staff-invitation-"))
        .sort()
        .reverse()) {
        const mail = readMail(readFileSync(join(dir, file), "utf8"));
        if (!mail.headers.to?.includes(email) && !Object.values(mail.headers).some((v) => v.includes(email))) continue;
        link = /https?:\/\/\S+\/admin\/welcome#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? null;
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link!;
}

/** An owner's invitation of `email` in `role` over the staff API, taken up with `password` in a browser page of its own. */
export async function inviteWithPassword(
  owner: Page,
  colleague: Page,
  account: { email: string; password: string; role: "sales" | "editor" },
) {
  const { csrfToken } = (await (await owner.request.get("/api/admin/session")).json()) as { csrfToken: string };
  const res = await owner.request.post("/api/admin/staff/invitations", {
    headers: { "X-CSRF-Token": csrfToken, Origin: new URL(owner.url()).origin },
    data: { email: account.email, role: account.role },
  });
  expect(res.status(), await res.text()).toBe(201);
  await colleague.goto(await invitationLink(account.email));
  await waitForHydration(colleague);
  await colleague.getByLabel(/^Password/).fill(account.password);
  await colleague.getByRole("button", { name: "Save the password and sign in" }).click();
}
