// Reads back the emails this site writes to the mail folder (nodemailer's output:
// headers with RFC 2047 encoded words, multipart/alternative with a text and an
// HTML part in quoted-printable or base64), for the staff area's preview.

export interface ReadMail {
  /** Header names as written, values unfolded and decoded; the first of repeated headers. */
  headers: Record<string, string>;
  text: string;
  html: string | null;
}

function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "_") bytes.push(0x20);
    else if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?=; whitespace between two encoded words is dropped. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQ(text)).toString("utf8"),
    );
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: "" };
}

export function parseHeaderBlock(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    if (!Object.keys(headers).some((k) => k.toLowerCase() === name.toLowerCase()))
      headers[name] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return headers;
}

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? "";

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQ(body.replace(/=\r?\n/g, "").replace(/_/g, "=5F")).toString("utf8");
    default:
      return body;
  }
}

function collectParts(raw: string, into: { text: string | null; html: string | null }): void {
  const { head, body } = splitHead(raw);
  const headers = parseHeaderBlock(head);
  const type = headerOf(headers, "content-type").toLowerCase() || "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(headers, "content-type"))?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; after the closing "--" the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r?\n/, ""), into);
    }
    return;
  }
  const decoded = decodeBody(body.replace(/\r?\n$/, ""), headerOf(headers, "content-transfer-encoding"));
  if (type.startsWith("text/html")) into.html ??= decoded;
  else if (type.startsWith("text/plain")) into.text ??= decoded;
}

export function readMail(raw: string): ReadMail {
  const parts: { text: string | null; html: string | null } = { text: null, html: null };
  collectParts(raw, parts);
  return { headers: parseHeaderBlock(splitHead(raw).head), text: (parts.text ?? "").replace(/\r\n/g, "\n"), html: parts.html };
}

export const mailHeader = headerOf;
