import { createHash, randomBytes } from "node:crypto";
import express from "express";
import {
  CONVERSION_FILES,
  type ConversionFile,
  type ConversionOverview,
  ConversionSettingsSchema,
} from "../../../shared/conversions/conversion-settings";
import { notFoundMessage } from "../../../shared/i18n/api-messages";
import { secretHash, storeSecretHash } from "../../db/app-secrets.queries";
import type { Db } from "../../db/connection";
import type { ConversionQueries } from "../../db/conversions.queries";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { AuditLog } from "../../audit/audit-log";
import { signedInAdmin } from "../../auth/signed-in-admin";
import { refuseNulCharacters } from "../nul-characters";
import { sendConversionFile, summariseFile } from "./conversion-exports";
import type { StaffRoutes } from "./staff-routes";
import { parseOr400 } from "./validation";

// The staff side of the conversion exports: settings, the files with their counts, and the
// key of the scheduled address (conversion-exports-feed.ts). Behind the admin session.

/** The app_meta name of the scheduled address's key (stored as its SHA-256 only). */
export const FEED_KEY_NAME = "conversions-feed";

export const isConversionFile = (name: string): name is ConversionFile => (CONVERSION_FILES as readonly string[]).includes(name);

export function registerConversionRoutes(
  routes: StaffRoutes,
  deps: { db: Db; conversions: ConversionQueries; logger: Logger; audit: AuditLog },
): void {
  const { conversions, logger, audit } = deps;

  routes.get("/conversions", "leadData", async (_req, res) => {
    const settings = await conversions.settings();
    const files = [];
    for (const file of CONVERSION_FILES) files.push(await summariseFile(conversions, file, settings));
    const body: ConversionOverview = { settings, files, hasFeedKey: (await secretHash(deps.db, FEED_KEY_NAME)) !== null };
    res.json(body);
  });

  routes.put("/conversions/settings", "leadData", express.json({ limit: "4kb" }), refuseNulCharacters, async (req, res) => {
    const settings = parseOr400(ConversionSettingsSchema, req.body, "settings");
    await conversions.saveSettings(settings);
    logger.info({ adminId: signedInAdmin(res).id }, "conversion settings changed");
    await audit.byStaff(req, signedInAdmin(res))("settings-changed", null, { setting: "conversion stages and time zone" });
    res.json(await conversions.settings());
  });

  routes.get("/conversions/:file.csv", "leadData", async (req, res) => {
    const file = String(req.params.file);
    if (!isConversionFile(file)) throw new HttpError(404, notFoundMessage("Conversion file"));
    await sendConversionFile(res, conversions, file, async (summary) => {
      logger.info({ adminId: signedInAdmin(res).id, file, rows: summary.rows }, "conversions exported");
      await audit.byStaff(req, signedInAdmin(res))("conversions-exported", `file ${file}`, { file: `${file}.csv`, rows: summary.rows });
    });
  });

  // A new key replaces the old one at once; it is shown in this answer only. It opens the conversion
  // files to whoever holds it, outside any session: only an owner makes one.
  routes.post("/conversions/feed-key", "ownerOnly", async (req, res) => {
    const key = randomBytes(32).toString("base64url");
    await storeSecretHash(deps.db, FEED_KEY_NAME, createHash("sha256").update(key).digest("hex"));
    logger.info({ adminId: signedInAdmin(res).id }, "conversions feed key made");
    await audit.byStaff(req, signedInAdmin(res))("settings-changed", null, { setting: "conversion feed key" });
    res.status(201).json({ key });
  });
}
