import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailDetail, MailSummary } from "../../shared/schemas/delivery";
import { mailHeader, parseHeaderBlock, readMail } from "./mime-read";

// The embedded default (no SMTP_URL): every email is an .eml file under the mail
// folder (data/mail beside data/app.db), which any mail program opens. The file name
// says when, what and for which lead: 20260301T101500Z-team-email-42-1a2b3c4d5e6f.eml.
// Its last part comes from the Message-ID, so a retry rewrites the same file.

const ID_PATTERN = /^\d{8}T\d{6}Z-[a-z]+(?:-[a-z]+)*-\d+-[0-9a-f]{12}$/;
const LIST_LIMIT = 500;
/** The headers of every email this site writes fit in this many bytes. */
const HEAD_BYTES = 16 * 1024;

/** The file name (without .eml) of one job's email. */
export function mailFileStem(date: Date, channel: string, leadId: number, messageId: string): string {
  const when = date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return `${when}-${channel}-${leadId}-${createHash("sha256").update(messageId).digest("hex").slice(0, 12)}`;
}

/** An email to a staff member (server/delivery/delivery-service.ts sendStaffMail): its link is not for the lead screens. */
const isStaffMail = (id: string) => /^\d{8}T\d{6}Z-staff-/.test(id);

const leadIdOf = (id: string): number | null => {
  const match = /-(\d+)-[0-9a-f]{12}$/.exec(id);
  return match ? Number(match[1]) : null;
};

async function readHead(path: string): Promise<string> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const end = /\r?\n\r?\n/.exec(text);
    return end ? text.slice(0, end.index) : text;
  } finally {
    await file.close();
  }
}

async function listIds(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((f) => f.endsWith(".eml"))
      .map((f) => f.slice(0, -4))
      .filter((id) => ID_PATTERN.test(id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function createMailDirectory(dir: string) {
  const pathOf = (id: string) => join(dir, `${id}.eml`);
  async function deleteForLeads(leadIds: readonly number[]): Promise<number> {
    const erased = new Set(leadIds);
    const ids = (await listIds(dir)).filter((id) => erased.has(leadIdOf(id) ?? -1));
    await Promise.all(ids.map((id) => unlink(pathOf(id)).catch(() => {})));
    return ids.length;
  }
  return {
    dir,
    /** Written whole or not at all: a crash mid-write leaves no half email behind. */
    async write(stem: string, raw: Buffer): Promise<void> {
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${stem}.${process.pid}.tmp`);
      await writeFile(temporary, raw);
      await rename(temporary, pathOf(stem));
    },
    /** The newest emails about leads first (at most 500); emails to staff are not listed. */
    async list(): Promise<MailSummary[]> {
      const ids = (await listIds(dir))
        .filter((id) => !isStaffMail(id))
        .sort()
        .reverse()
        .slice(0, LIST_LIMIT);
      const summaries: MailSummary[] = [];
      for (const id of ids) {
        let headers: Record<string, string>;
        try {
          headers = parseHeaderBlock(await readHead(pathOf(id)));
        } catch {
          continue; // deleted meanwhile
        }
        const date = Date.parse(mailHeader(headers, "date"));
        summaries.push({
          id,
          to: mailHeader(headers, "to"),
          subject: mailHeader(headers, "subject"),
          date: Number.isNaN(date) ? "" : new Date(date).toISOString(),
          leadId: leadIdOf(id),
        });
      }
      return summaries;
    },
    /** null for an unknown id, one that is not a mail file's name, or an email to staff. */
    async read(id: string): Promise<MailDetail | null> {
      if (!ID_PATTERN.test(id) || isStaffMail(id)) return null;
      let raw: string;
      try {
        raw = await readFile(pathOf(id), "utf8");
      } catch {
        return null;
      }
      const mail = readMail(raw);
      const date = Date.parse(mailHeader(mail.headers, "date"));
      return {
        id,
        to: mailHeader(mail.headers, "to"),
        from: mailHeader(mail.headers, "from"),
        subject: mailHeader(mail.headers, "subject"),
        date: Number.isNaN(date) ? "" : new Date(date).toISOString(),
        headers: mail.headers,
        text: mail.text,
        html: mail.html,
      };
    },
    /** An erasure request: the lead's emails go with it. */
    deleteForLead(leadId: number): Promise<number> {
      return deleteForLeads([leadId]);
    },
    /** Erased leads (a person's, or the retention job's): their emails go with them, in one pass over the folder. */
    deleteForLeads,
    /** The names (ids) of the emails written about these leads, oldest first. */
    async idsForLeads(leadIds: readonly number[]): Promise<string[]> {
      const wanted = new Set(leadIds);
      return (await listIds(dir)).filter((id) => wanted.has(leadIdOf(id) ?? -1)).sort();
    },
  };
}
export type MailDirectory = ReturnType<typeof createMailDirectory>;
