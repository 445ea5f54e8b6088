import {
  INVITATION_HOURS,
  RESET_LINK_HOURS,
  STAFF_LINK_PATH,
  type StaffLinkInfo,
  type StaffLinkPurpose,
} from "../../shared/admin/staff-accounts";
import { seesLeadData, type StaffRole } from "../../shared/admin/staff-roles";
import type { Db } from "../db/connection";
import { createPasskeyQueries } from "../db/passkeys.queries";
import { createStaffQueries, type LinkRecord } from "../db/staff.queries";
import type { DeliveryService } from "../delivery/delivery-service";
import { staffLinkEmail } from "../mail/staff-link-email";
import { hashToken, newToken } from "./session-cookie";

// The links owners email to staff (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): an
// invitation (72 hours) or a reset (24 hours), used once, to set a password or register a passkey.
// The token is 256 random bits; only its SHA-256 is stored, and it travels after "#" in the link,
// so it never reaches a request line, a log or a Referer.

const HOUR = 60 * 60_000;
const LIFETIME_MS: Record<StaffLinkPurpose, number> = { invitation: INVITATION_HOURS * HOUR, reset: RESET_LINK_HOURS * HOUR };

/** Why a link cannot be used: 404 for one that was never ours, 410 for one that was. */
export class LinkUnusable extends Error {
  constructor(readonly status: 404 | 410) {
    super(status === 404 ? "unknown" : "spent");
  }
}

export function createStaffLinks(deps: {
  db: Db;
  delivery: Pick<DeliveryService, "sendStaffMail" | "mailContext">;
  siteUrl: string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const staff = createStaffQueries(deps.db);
  const passkeys = createPasskeyQueries(deps.db);

  /** The link's record, if it can still be used. */
  async function usable(token: string): Promise<LinkRecord & { tokenHash: string }> {
    const tokenHash = hashToken(token);
    const link = await staff.findLink(tokenHash);
    if (!link) throw new LinkUnusable(404);
    if (link.usedAt !== null || link.expiresAt <= now() || !link.isActive) throw new LinkUnusable(410);
    return { ...link, tokenHash };
  }

  /** Whether an account of `role` must use a passkey (the owner's setting). */
  const mustUsePasskey = async (role: StaffRole) => seesLeadData(role) && (await passkeys.isRequired());

  return {
    /**
     * Makes a link for the account and emails it. When the email cannot be sent, the link is
     * withdrawn (the owner is told and may try again).
     */
    async send(account: { id: number; email: string; role: StaffRole }, purpose: StaffLinkPurpose, sentBy: { id: number; email: string }) {
      // Read before the link is stored, so a failed read leaves no link behind.
      const context = await deps.delivery.mailContext();
      const token = newToken();
      const at = now();
      const tokenHash = hashToken(token);
      await staff.addLink({ tokenHash, adminId: account.id, purpose, createdBy: sentBy.id, now: at, expiresAt: at + LIFETIME_MS[purpose] });
      const url = `${deps.siteUrl}${STAFF_LINK_PATH}#${token}`;
      const mail = staffLinkEmail({ purpose, to: account.email, role: account.role, from: sentBy.email, url }, context);
      try {
        await deps.delivery.sendStaffMail(mail, purpose === "invitation" ? "staff-invitation" : "staff-reset");
      } catch (error) {
        await deps.db.kysely.deleteFrom("staff_links").where("token_hash", "=", tokenHash).execute();
        throw error;
      }
      return { expiresAt: new Date(at + LIFETIME_MS[purpose]).toISOString() };
    },

    usable,

    async info(token: string): Promise<StaffLinkInfo> {
      const link = await usable(token);
      return {
        purpose: link.purpose,
        email: link.email,
        role: link.role,
        expiresAt: new Date(link.expiresAt).toISOString(),
        passkeyRequired: await mustUsePasskey(link.role),
      };
    },

    mustUsePasskey,
  };
}
export type StaffLinks = ReturnType<typeof createStaffLinks>;
