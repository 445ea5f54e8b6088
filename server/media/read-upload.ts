import busboy from "busboy";
import type { Request } from "express";
import { MEDIA_MESSAGES } from "../../shared/i18n/media-messages";
import { HttpError } from "../http-error";
import { visitorRecord } from "../field-errors";

// Reads one multipart upload (field `file`, plus text fields) while it arrives, with the
// byte limit enforced on the stream: a larger file is never held whole in memory. The
// request is read to its end before answering, so the client sees the 413, not a reset.

/** The largest original accepted (docs/decisions/0024-media-library.md). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface Upload {
  file: { bytes: Buffer; name: string } | null;
  fields: Record<string, string>;
}

const tooLarge = () => new HttpError(413, MEDIA_MESSAGES.tooLarge, { file: [MEDIA_MESSAGES.tooLarge] });

export function readUpload(req: Request): Promise<Upload> {
  if (!req.is("multipart/form-data")) {
    return Promise.reject(new HttpError(415, MEDIA_MESSAGES.notMultipart, { file: [MEDIA_MESSAGES.notMultipart] }));
  }
  // The declared length alone says it is too large (multipart framing adds well under 64 KB).
  if (Number(req.headers["content-length"]) > MAX_UPLOAD_BYTES + 64 * 1024) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 4 * 1024, parts: 12 },
      });
    } catch {
      reject(new HttpError(400, MEDIA_MESSAGES.notMultipart, { file: [MEDIA_MESSAGES.notMultipart] }));
      return;
    }
    const fields = visitorRecord<string>();
    let file: Upload["file"] = null;
    let problem: HttpError | null = null;
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || file) {
        problem ??= new HttpError(400, MEDIA_MESSAGES.oneFile, { file: [MEDIA_MESSAGES.oneFile] });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        problem = tooLarge();
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!problem) file = { bytes: Buffer.concat(chunks), name: info.filename || "upload" };
      });
    });
    parser.on("error", () => reject(new HttpError(400, MEDIA_MESSAGES.notMultipart, { file: [MEDIA_MESSAGES.notMultipart] })));
    parser.on("close", () => (problem ? reject(problem) : resolve({ file, fields })));
    req.pipe(parser);
  });
}
