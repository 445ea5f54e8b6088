// The one reading of "the address a visitor typed", shared by the audit form (to
// validate before sending) and the server (which audits exactly this address).
// No zod and no other import: the route loader uses it, so it ships in the entry chunk.

/** Longest address we accept: longer ones are almost always pasted by mistake or abuse. */
export const AUDIT_URL_MAX_LENGTH = 2048;

export const AUDIT_URL_MESSAGES = {
  required: "Enter the address of the page to audit",
  notWeb: "Enter a web address that starts with http:// or https://",
  tooLong: `That address is longer than ${AUDIT_URL_MAX_LENGTH} characters`,
  invalid: "Enter a full website address, such as https://www.example.com",
} as const;

/**
 * Adds https:// when the visitor typed a bare domain ("example.com/pricing") and
 * checks that the result parses as an absolute URL with a host. Whether the
 * address may be fetched (scheme, port, network) is decided by the server only.
 */
export function normalizeAuditUrl(input: string): { url: string; isSchemeGuessed: boolean } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === "") return { error: AUDIT_URL_MESSAGES.required };
  if (trimmed.length > AUDIT_URL_MAX_LENGTH) return { error: AUDIT_URL_MESSAGES.tooLong };
  // A scheme is letters followed by ":"; "example.com:8080" has none (the part before ":" has a dot).
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]*\.[^:/]*:\d/.test(trimmed) && !/^localhost:\d/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { error: AUDIT_URL_MESSAGES.invalid };
  }
  // Other schemes (ftp:, file:, javascript:) parse here; the server refuses them
  // with its address rules, the form with isWebAddress.
  parsed.hash = "";
  return { url: parsed.href, isSchemeGuessed: !hasScheme };
}

/** What the audit can fetch at all: an http(s) address with a host. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
