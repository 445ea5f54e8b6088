import type { IncomingMessage } from "node:http";
import { REGION_COOKIE } from "../../shared/constants";
import type { Language } from "../../shared/language";
import type { Lead } from "../../shared/schemas/lead";

// The language of the emails a visitor receives: German for region DE, English
// otherwise. The one place that decides it, so that moving regions to /de addresses
// later changes only this function.

/** The region cookie's value when the request has one (the region the visitor's pages were rendered for). */
function regionCookie(req: Pick<IncomingMessage, "headers">): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REGION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * German when the visitor's region is DE: the region the site was showing them
 * (cookie), or the lead's own region field (forms send the region they were
 * rendered for). The popups always send region US (spec §7), so for them the
 * cookie is what tells a German visitor apart.
 */
export function leadLanguage(lead: Pick<Lead, "region">, req: Pick<IncomingMessage, "headers">): Language {
  return regionCookie(req) === "DE" || lead.region === "DE" ? "de" : "en";
}
