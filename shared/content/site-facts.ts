import type { Brand, RegionContactSettings } from "../brand";
import { REGIONS, type RegionCode } from "../constants";
import type { MediaImage } from "../media/media-image";
import type { Certification, SiteSettingsDocument } from "../schemas/site-settings";
import { type ClaimKey, countableClaims, isCountable } from "./claims";
import type { Severity } from "./security";

// What visitors read of the site settings (docs/decisions/0040-site-settings.md), worked out from
// the published document, the published team and the day: a counted claim takes its figure from
// the content it counts, and a certification outside its dates is left out. Pure, so the server,
// the staff screen's warnings and the tests agree on what "shown" means.

export interface ClaimView {
  key: ClaimKey;
  /** The figure as written ("25+"), or the count the site made ("14"). */
  value: string;
  /** Counted by the site (team members, their departments, the founding year): no date to state. */
  counted: boolean;
  inStrip: boolean;
  asOf: string | null;
  source: { en: string | null; de: string | null };
}

export interface SiteFacts {
  /** In the staff's order. */
  claims: ClaimView[];
  security: {
    /** Only those valid today. */
    certifications: Certification[];
    lastAudit: string | null;
    responseHours: Record<Severity, number>;
  };
}

/** What the site counts claims from: the published team. */
export interface TeamCounts {
  teamMembers: number;
  teamDepartments: number;
}

/** "2026-11-28": the day in UTC, the unit every date of the settings is in. */
export const isoDayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Valid on `today`: started (or no start stated) and not past its last day (or none). */
export const isCurrent = (c: Pick<Certification, "validFrom" | "validUntil">, today: string): boolean =>
  (c.validFrom === null || c.validFrom <= today) && (c.validUntil === null || today <= c.validUntil);

export function siteFactsOf(doc: SiteSettingsDocument, counts: TeamCounts, today: string): SiteFacts {
  const countOf = (key: ClaimKey): string | null => {
    if (!isCountable(key)) return null;
    const what = countableClaims[key];
    return String(what === "foundingYear" ? doc.company.foundingYear : counts[what]);
  };
  return {
    claims: doc.claims.flatMap((claim) => {
      const value = claim.value ?? countOf(claim.key);
      if (value === null) return [];
      const counted = claim.value === null;
      return [{ ...claim, value, counted, asOf: counted ? null : claim.asOf }];
    }),
    security: {
      certifications: doc.security.certifications.filter((c) => isCurrent(c, today)),
      lastAudit: doc.security.lastAudit,
      responseHours: doc.security.responseHours,
    },
  };
}

/** A claim's figure by its key, or null when the settings list no such claim. */
export const claimValue = (facts: Pick<SiteFacts, "claims">, key: ClaimKey): string | null =>
  facts.claims.find((c) => c.key === key)?.value ?? null;

/**
 * The brand as visitors meet it: who the deployment is (`identity`, configuration) with how to
 * reach it, its profiles, colours and logo from the published settings.
 */
export function brandWithSettings(identity: Brand, doc: SiteSettingsDocument, logo: MediaImage | null): Brand {
  const { contacts } = doc;
  const regionContacts: Brand["regionContacts"] = {};
  for (const region of REGIONS) {
    const own = Object.fromEntries(Object.entries(contacts.regions[region]).filter(([, v]) => v !== null));
    if (Object.keys(own).length > 0) regionContacts[region as RegionCode] = own as Partial<RegionContactSettings>;
  }
  const { logo: _logoId, ...colors } = doc.look;
  return {
    ...identity,
    phone: contacts.phone,
    email: contacts.email,
    bookingUrl: contacts.bookingUrl,
    hours: contacts.hours,
    timeZone: contacts.timeZone,
    address: contacts.address,
    regionContacts,
    foundingYear: doc.company.foundingYear,
    social: doc.social,
    colors,
    logo,
    prices: doc.prices ?? {},
  };
}
