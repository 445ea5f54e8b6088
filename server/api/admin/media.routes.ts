import { createHash } from "node:crypto";
import express from "express";
import { MEDIA_MESSAGES, notFoundMessage } from "../../../shared/i18n/api-messages";
import { MediaAltSchema, type MediaUploadResult } from "../../../shared/schemas/admin-media";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { MediaQueries } from "../../db/media.queries";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { MediaJobs } from "../../media/media-jobs";
import { MediaRefusal } from "../../media/processed-image";
import { readUpload } from "../../media/read-upload";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { parseOr400 } from "./validation";

// The media library's staff API (docs/decisions/0024-media-library.md): upload, list,
// alt texts, delete. Behind the session and origin checks of admin.router.ts.

const altBody = express.json({ limit: "4kb" });
const ASSET_ID = /^[0-9a-f]{64}$/;

function assetIdParam(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !ASSET_ID.test(text)) throw new HttpError(404, notFoundMessage("Image"));
  return text;
}

/** A file name for staff to recognise, without paths or control characters. */
const displayName = (name: string) => (name.split(/[\\/]/).pop() ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 200) || "upload";

export function registerMediaRoutes(
  routes: StaffRoutes,
  deps: { media: MediaQueries; mediaJobs: MediaJobs; logger: Logger; onChange: () => void },
): void {
  const { media, mediaJobs, logger, onChange } = deps;

  routes.get("/media", "content", async (_req, res) => {
    res.json(await media.list());
  });

  routes.post("/media", "content", async (req, res) => {
    const admin = signedInAdmin(res);
    const upload = await readUpload(req);
    const fieldErrors: Record<string, string[]> = {};
    if (!upload.file || upload.file.bytes.length === 0) fieldErrors.file = [MEDIA_MESSAGES.fileMissing];
    const alt = MediaAltSchema.safeParse({ alt: upload.fields.alt ?? "", altDe: upload.fields.altDe ?? "" });
    if (!alt.success) {
      for (const issue of alt.error.issues) fieldErrors[String(issue.path[0] ?? "alt")] = [issue.message];
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0 || !upload.file || !alt.success) throw new HttpError(400, `Invalid ${fields.join(", ")}`, fieldErrors);

    const { bytes, name } = upload.file;
    const id = createHash("sha256").update(bytes).digest("hex");
    let created = false;
    if ((await media.existing([id])).size === 0) {
      const image = await mediaJobs.run({ bytes }).catch((error: unknown) => {
        if (error instanceof MediaRefusal) throw new HttpError(error.status, error.message, { file: [error.message] });
        throw error;
      });
      created = await media.insert({
        id,
        original: bytes,
        fileName: displayName(name),
        alt: alt.data.alt,
        altDe: alt.data.altDe,
        createdBy: admin.email,
        image,
      });
    }
    const asset = await media.get(id);
    if (!asset) throw new HttpError(500, "The image was not stored");
    logger.info({ adminId: admin.id, assetId: id, created }, created ? "image uploaded" : "image uploaded again");
    const result: MediaUploadResult = { asset, duplicate: !created };
    res.status(created ? 201 : 200).json(result);
  });

  routes.patch("/media/:id", "content", altBody, refuseNulCharacters, async (req, res) => {
    const id = assetIdParam(req.params.id);
    const alt = parseOr400(MediaAltSchema, req.body, "alt text");
    if (!(await media.setAlt(id, alt))) throw new HttpError(404, notFoundMessage("Image"));
    onChange();
    logger.info({ adminId: signedInAdmin(res).id, assetId: id }, "image alt text changed");
    res.json(await media.get(id));
  });

  routes.delete("/media/:id", "content", async (req, res) => {
    const id = assetIdParam(req.params.id);
    const uses = (await media.usage([id])).get(id) ?? [];
    if (uses.length > 0) {
      const where = uses.map((u) => u.label).join("; ");
      res.status(409).json({ message: `${MEDIA_MESSAGES.inUse}: ${where}`, usage: uses });
      return;
    }
    if (!(await media.delete(id))) throw new HttpError(404, notFoundMessage("Image"));
    onChange();
    logger.info({ adminId: signedInAdmin(res).id, assetId: id }, "image deleted");
    res.status(204).end();
  });
}
