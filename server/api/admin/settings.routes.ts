import express from "express";
import { settingsWarnings } from "../../../shared/content/settings-warnings";
import { notFoundMessage } from "../../../shared/i18n/api-messages";
import type { ContentEntry } from "../../../shared/schemas/admin-content";
import type { SiteSettingsDocument } from "../../../shared/schemas/site-settings";
import { signedInAdmin } from "../../auth/signed-in-admin";
import { HttpError } from "../../http-error";
import { refuseNulCharacters } from "../nul-characters";
import { answering, type EntryRouteDeps } from "./content.routes";
import type { StaffRoutes } from "./staff-routes";
import { idParam } from "./validation";

// The staff API of the site settings (docs/decisions/0040-site-settings.md): the one document of
// kind `site-settings`, written through the same transactions as the proof content
// (server/db/content-admin.queries.ts: a draft, revisions, publish), under routes of its own so
// that who may change them is declared apart from who edits content: owners only
// (shared/admin/staff-roles.ts), since the settings are what the site claims, its contacts and its
// brand. It is never created, unpublished or deleted here: the seed makes it, and the site always
// shows a published copy. Publishing is in the audit trail as content's is.

const documentBody = express.json({ limit: "64kb" });
const KIND = "site-settings";

export function registerSettingsRoutes(
  routes: StaffRoutes,
  deps: EntryRouteDeps & {
    /** The day in UTC: what has ended by it is a warning. */
    today: () => string;
  },
): void {
  const { content, logger, audit, onChange } = deps;
  const staff = (res: express.Response) => signedInAdmin(res).email;
  /** The settings row's id; the seed writes it at the first start. */
  const settingsId = async (): Promise<number> => {
    const [row] = await content.list(KIND);
    if (!row) throw new HttpError(404, notFoundMessage("Site settings"));
    return row.id;
  };
  const found = <T>(value: T | null): T => {
    if (value === null) throw new HttpError(404, notFoundMessage("Site settings"));
    return value;
  };
  const logged = (res: express.Response, what: string) => {
    onChange();
    logger.info({ adminId: signedInAdmin(res).id }, `site settings ${what}`);
  };

  routes.get("/settings", "ownerOnly", async (_req, res) => {
    res.json(found(await content.get(KIND, await settingsId())));
  });

  routes.get("/settings/revisions", "ownerOnly", async (_req, res) => {
    res.json(found(await content.get(KIND, await settingsId())).revisions);
  });

  /** What staff should renew, check or date in the published settings (the staff overview shows it). */
  routes.get("/settings/warnings", "ownerOnly", async (_req, res) => {
    const entry = found(await content.get(KIND, await settingsId())) as ContentEntry<typeof KIND>;
    const published: SiteSettingsDocument | null = entry.published;
    res.json({ warnings: published ? settingsWarnings(published, deps.today()) : [] });
  });

  routes.put("/settings/draft", "ownerOnly", documentBody, refuseNulCharacters, async (req, res) => {
    const id = await settingsId();
    const entry = found(await answering(() => content.saveDraft(KIND, id, req.body, staff(res))));
    logged(res, "draft saved");
    res.json(entry);
  });

  routes.post("/settings/publish", "ownerOnly", async (req, res) => {
    const id = await settingsId();
    // The stored draft no longer fits the schema (its rules changed): 422, as for content.
    const entry = found(await answering(() => content.publish(KIND, id, staff(res)), 422));
    logged(res, "published");
    await audit.byStaff(req, signedInAdmin(res))("content-published", `${KIND} ${id}`);
    res.json(entry);
  });

  routes.post("/settings/revisions/:revision/restore", "ownerOnly", async (req, res) => {
    const id = await settingsId();
    const revision = idParam(req.params.revision, "Revision");
    const entry = await answering(() => content.restore(KIND, id, revision, staff(res)), 422);
    if (!entry) throw new HttpError(404, notFoundMessage("Revision"));
    logged(res, "revision restored");
    res.json(entry);
  });
}
