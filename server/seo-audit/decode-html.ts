import { Parser } from "htmlparser2";

// Bytes to text in the page's own character set: the Content-Type header's
// charset, else a <meta charset> / http-equiv in the first bytes (read with
// htmlparser2, as browsers prescan), else UTF-8.

const PRESCAN_BYTES = 4096;

function charsetFromContentType(value: string | undefined): string | null {
  if (!value) return null;
  for (const param of value.split(";").slice(1)) {
    const [key, raw] = param.split("=");
    if (key?.trim().toLowerCase() === "charset" && raw) return raw.trim().replace(/^["']|["']$/g, "");
  }
  return null;
}

function charsetFromMeta(head: Buffer): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (found || name !== "meta") return;
      if (attrs.charset) found = attrs.charset.trim();
      else if ((attrs["http-equiv"] ?? "").toLowerCase() === "content-type") found = charsetFromContentType(attrs.content);
    },
  });
  parser.write(head.toString("latin1"));
  parser.end();
  return found;
}

export function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const label = charsetFromContentType(contentType) ?? charsetFromMeta(body.subarray(0, PRESCAN_BYTES)) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    // An unknown label: browsers fall back too.
    return new TextDecoder("utf-8").decode(body);
  }
}
