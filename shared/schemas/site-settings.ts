import { z } from "zod/mini";
import { SOCIAL_NETWORKS, WEEKDAYS } from "../brand";
import { HEX_COLOR } from "../brand-colors";
import { brandContrastProblems } from "../brand-contrast";
import { claimKeys, isCountable } from "../content/claims";
import { certificationIds, severities } from "../content/security";
import { isTimeZone } from "../conversions/conversion-settings";
import { REGIONS } from "../constants";
import { priceKeys } from "../pricing/own-prices";
import { tooLongMessage } from "../i18n/api-messages";
import { distinctRows, mediaId, optionalText, requiredText } from "./document-fields";

// The site settings staff own (docs/decisions/0040-site-settings.md): one document, kept like
// the proof content (a draft, revisions, a published copy; content_entries kind `site-settings`),
// seeded from the values the site had in code and configuration. What visitors read from it:
// the claims with their dates and sources, the security panel, each region's contacts and
// hours, the social profiles, the brand's colours and logo, and the prices set in pounds and euros.

/** "2026-03-31", a day that exists. */
export const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-31"),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "No such day"),
);
/** A month ("2025-01") or a day. */
const isoMonthOrDay = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, "Use a month like 2025-01 or a date like 2025-01-17"));

const hexColor = z.string().check(z.trim(), z.toLowerCase(), z.regex(HEX_COLOR, "Use a colour like #0b1f3a"));

// ------------------------------------------------------------------ claims

export const ClaimSchema = z.strictObject({
  key: z.enum(claimKeys),
  /** The figure as it is written ("25+", "85%", "24hr"); null: counted by the site (shared/content/claims.ts). */
  value: z.nullable(requiredText(12, "Figure")),
  /** Shown in the home page's strip of claims (the subscribers' figure is read by the newsletter pages only). */
  inStrip: z.boolean(),
  /** When the figure was true; shown with it, and older than a year it is flagged to staff. */
  asOf: z.nullable(isoDay),
  /** Where the figure comes from, in each language (an empty German note shows the English one). */
  source: z.strictObject({ en: optionalText(200), de: optionalText(200) }),
});
export type Claim = z.infer<typeof ClaimSchema>;

const claims = z.array(ClaimSchema).check(
  z.maxLength(claimKeys.length, `At most ${claimKeys.length} claims`),
  distinctRows<Claim, "key">("key", "This claim is listed twice"),
  z.superRefine((list, ctx) => {
    for (const [i, claim] of list.entries())
      if (claim.value === null && !isCountable(claim.key))
        ctx.addIssue({ code: "custom", message: "Enter the figure: the site cannot count this one", path: [i, "value"], input: null });
  }),
);

// ------------------------------------------------------------------ security panel

export const CertificationSchema = z
  .strictObject({
    id: z.enum(certificationIds),
    /** First day it holds; null: not stated. */
    validFrom: z.nullable(isoDay),
    /** Last day it holds: from the next day the panel leaves it out. Null: it does not expire (GDPR). */
    validUntil: z.nullable(isoDay),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (c.validFrom && c.validUntil && c.validUntil < c.validFrom)
        ctx.addIssue({ code: "custom", message: "Ends before it starts", path: ["validUntil"], input: c.validUntil });
    }),
  );
export type Certification = z.infer<typeof CertificationSchema>;

const responseHours = z.int().check(z.minimum(1, "At least 1 hour"), z.maximum(720, "At most 720 hours (30 days)"));

const security = z.strictObject({
  certifications: z
    .array(CertificationSchema)
    .check(
      z.maxLength(certificationIds.length, `At most ${certificationIds.length} certifications`),
      distinctRows<Certification, "id">("id", "Listed twice"),
    ),
  /** The last audit, a month or a day; null: none stated. */
  lastAudit: z.nullable(isoMonthOrDay),
  /** The first answer to a report, in hours, by severity. */
  responseHours: z.strictObject(
    Object.fromEntries(severities.map((s) => [s, responseHours])) as Record<(typeof severities)[number], typeof responseHours>,
  ),
});

// ------------------------------------------------------------------ contacts

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const HoursSchema = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, "Choose at least one day"), z.maxLength(7)),
    opens: z.string().check(z.regex(TIME, "Use a time like 09:00")),
    closes: z.string().check(z.regex(TIME, "Use a time like 18:00")),
  })
  .check(
    z.superRefine((h, ctx) => {
      if (h.closes <= h.opens) ctx.addIssue({ code: "custom", message: "Closes after it opens", path: ["closes"], input: h.closes });
    }),
  );

export const AddressSchema = z.strictObject({
  street: requiredText(120, "Street"),
  city: requiredText(80, "City"),
  postalCode: requiredText(20, "Postcode"),
  /** ISO 3166-1 alpha-2 ("GB", "DE"), as structured data wants it. */
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, "Use a two-letter country code like GB or DE")),
});

const phone = z.string().check(z.trim(), z.regex(/^\+?[\d ()./-]{5,30}$/, "Use a phone number like +44 20 7946 0321"));
const email = z.email({ error: "Use an email address" });
const httpUrl = z
  .string()
  .check(z.trim(), z.maxLength(300, tooLongMessage(300)), z.regex(/^https?:\/\/[^\s]+$/, "Use a full https:// address"));
const timeZone = z.string().check(z.refine(isTimeZone, "Use a time zone like Europe/London"));

/** How visitors reach the team, and when. */
const contacts = {
  phone,
  email,
  /** The external page that books the strategy call. */
  bookingUrl: httpUrl,
  hours: HoursSchema,
  /** IANA time zone the hours are in. */
  timeZone,
  address: AddressSchema,
};

/** What one region sets of its own; null: the brand's own (the contacts above). */
const regionContacts = z.strictObject({
  phone: z.nullable(phone),
  email: z.nullable(email),
  bookingUrl: z.nullable(httpUrl),
  hours: z.nullable(HoursSchema),
  timeZone: z.nullable(timeZone),
  address: z.nullable(AddressSchema),
});
export type RegionContactsSettings = z.infer<typeof regionContacts>;

// ------------------------------------------------------------------ the document

export const SocialLinkSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string().check(z.trim(), z.maxLength(300, tooLongMessage(300)), z.regex(/^https:\/\/[^\s]+$/, "Use a full https:// address")),
});

const look = z
  .strictObject({
    primary: hexColor,
    accent: hexColor,
    action: hexColor,
    /** The logo from the media library; null: the site's own mark, drawn in the colours above. */
    logo: mediaId,
  })
  .check(
    z.superRefine((colors, ctx) => {
      for (const problem of brandContrastProblems(colors))
        ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field], input: colors[problem.field] });
    }),
  );

// ------------------------------------------------------------------ prices

/** The largest own amount a price may have: above the list's largest price many times over, below any typo of a few extra zeros. */
export const MAX_OWN_PRICE = 1_000_000;
const ownAmount = z.nullable(
  z
    .int("Use a whole amount, like 450")
    .check(
      z.minimum(1, `Use a whole amount from 1 to ${MAX_OWN_PRICE.toLocaleString("en-US")}`),
      z.maximum(MAX_OWN_PRICE, `Use a whole amount from 1 to ${MAX_OWN_PRICE.toLocaleString("en-US")}`),
    ),
);

/**
 * A price's own amounts in pounds and euros, by its key in the price list (shared/pricing/own-prices.ts);
 * null or absent: converted from its dollars. The dollars stay the code's (docs/decisions/0040-site-settings.md).
 */
const prices = z.partialRecord(z.enum(priceKeys), z.strictObject({ gbp: z.optional(ownAmount), eur: z.optional(ownAmount) }));

export const SiteSettingsDocumentSchema = z.strictObject({
  company: z.strictObject({
    foundingYear: z.int().check(z.minimum(1900, "Use a year like 2020"), z.maximum(2100, "Use a year like 2020")),
  }),
  claims,
  security,
  contacts: z.strictObject({
    ...contacts,
    regions: z.strictObject(
      Object.fromEntries(REGIONS.map((r) => [r, regionContacts])) as Record<(typeof REGIONS)[number], typeof regionContacts>,
    ),
  }),
  social: z.array(SocialLinkSchema).check(z.maxLength(SOCIAL_NETWORKS.length, `At most ${SOCIAL_NETWORKS.length} profiles`)),
  look,
  /** Absent in settings saved before prices were staff's: nothing set. */
  prices: z.optional(prices),
});
export type SiteSettingsDocument = z.infer<typeof SiteSettingsDocumentSchema>;
