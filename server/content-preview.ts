import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { mayAccess, type StaffRole } from "../shared/admin/staff-roles";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../shared/admin/session-limits";
import { hashToken, readSessionToken, type SessionCookieConfig } from "./auth/session-cookie";
import type { PreviewEntry } from "./content-api";
import { createAdminQueries } from "./db/admin.queries";
import type { Db } from "./db/connection";
import type { ContentQueries } from "./db/content.queries";
import type { ContentStatus } from "../shared/schemas/admin-content";

// The staff editor's live preview (docs/decisions/0025-content-in-the-database.md): a public
// page rendered with one entry's DRAFT in place of its published version, for a request that
// carries `?preview=<entry id>` and a valid staff session. Without the session the parameter is
// ignored: the page address drops it (server/ssr/page-address.ts), so it neither shows a draft
// nor splits the page cache. A preview is never cached, never indexed, and may be framed by
// this site only (the editor shows it in an iframe; every other page refuses any frame).

const PREVIEW_PARAM = /[?&]preview=(\d{1,12})(?:&|$)/;

/** The entry a render shows as a draft: read by the content api (server/content-api.ts) while that render's loaders run. */
const previewing = new AsyncLocalStorage<PreviewEntry>();
export const currentPreview = (): PreviewEntry | null => previewing.getStore() ?? null;

/**
 * The staff area embeds previews, so its pages may frame this site's own pages (`frame-src 'self'`);
 * public pages still frame only the scheduling widget.
 */
const framesPreviews: RequestHandler = (_req, res, next) => {
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string")
    res.setHeader(
      "Content-Security-Policy",
      csp.includes("frame-src ") ? csp.replace("frame-src ", "frame-src 'self' ") : `${csp};frame-src 'self'`,
    );
  next();
};

export function createContentPreview(deps: { db: Db; cookie: SessionCookieConfig; content: ContentQueries }) {
  const admins = createAdminQueries(deps.db);

  /** Cheap, before the page cache answers: a preview parameter and a session cookie (checked properly later). */
  function mayBePreview(req: IncomingMessage): boolean {
    return PREVIEW_PARAM.test(req.url ?? "") && (req.headers.cookie ?? "").includes(`${deps.cookie.name}=`);
  }

  /** The role of a valid session, or null. */
  async function sessionRole(req: Request): Promise<StaffRole | null> {
    const token = readSessionToken(req, deps.cookie);
    const session = token ? await admins.getSession(hashToken(token)) : null;
    const now = Date.now();
    const valid = session !== null && now - session.lastSeenAt < SESSION_IDLE_MS && now - session.createdAt < SESSION_ABSOLUTE_MS;
    return valid ? session.role : null;
  }

  /** The draft a request asks to see and how it stands against the published version, or null (no parameter, no valid session, no such entry). */
  async function draftFor(req: Request): Promise<{ entry: PreviewEntry; status: ContentStatus } | null> {
    const id = PREVIEW_PARAM.exec(req.originalUrl)?.[1];
    if (!id) return null;
    const role = await sessionRole(req);
    if (!role || !mayAccess(role, "content")) return null;
    const found = await deps.content.draftOf(Number(id));
    // A draft is for the roles that edit it (shared/admin/staff-roles.ts): content for owners and
    // editors, the site settings for owners only, as their routes (server/api/admin/settings.routes.ts).
    if (!found || !mayAccess(role, found.kind === "site-settings" ? "ownerOnly" : "content")) return null;
    return { entry: found as PreviewEntry, status: found.status };
  }

  /**
   * Renders the page with the draft in place when the request is a staff preview (`status` says
   * whether visitors see that draft already); otherwise the next handler renders it.
   */
  function handler(render: (req: Request, res: Response, status: ContentStatus) => Promise<unknown>): RequestHandler {
    return async (req, res, next) => {
      const preview = await draftFor(req);
      if (!preview) return next();
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string")
        res.setHeader("Content-Security-Policy", csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      await previewing.run(preview.entry, () => render(req, res, preview.status));
    };
  }

  return { mayBePreview, handler, framesPreviews };
}
export type ContentPreview = ReturnType<typeof createContentPreview>;
