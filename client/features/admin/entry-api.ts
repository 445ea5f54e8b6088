import { type EntryKind, SITE_SETTINGS_SCREEN } from "../../../shared/schemas/content-entry";

// Where the editors read and write an entry: the proof content under /api/admin/content/<kind>/<id>,
// the one site-settings document under /api/admin/settings (server/api/admin/settings.routes.ts),
// which has no id of its own in its addresses and is never created or deleted from a screen.

export interface EntryApi {
  entry(id: number | string): string;
  create: string;
  draft(id: number): string;
  step(id: number, action: "publish" | "unpublish"): string;
  restore(id: number, revision: number): string;
}

const SETTINGS = "/api/admin/settings";

export function entryApi(kind: EntryKind): EntryApi {
  if (kind === "site-settings")
    return {
      entry: () => SETTINGS,
      create: SETTINGS,
      draft: () => `${SETTINGS}/draft`,
      step: (_id, action) => `${SETTINGS}/${action}`,
      restore: (_id, revision) => `${SETTINGS}/revisions/${revision}/restore`,
    };
  const base = `/api/admin/content/${kind}`;
  return {
    entry: (id) => `${base}/${encodeURIComponent(String(id))}`,
    create: base,
    draft: (id) => `${base}/${id}/draft`,
    step: (id, action) => `${base}/${id}/${action}`,
    restore: (id, revision) => `${base}/${id}/revisions/${revision}/restore`,
  };
}

/** The staff screen an entry is edited on. */
export const entryScreen = (kind: EntryKind, segment: string, id: number): string =>
  kind === "site-settings" ? SITE_SETTINGS_SCREEN : `/admin/${segment}/${id}`;
