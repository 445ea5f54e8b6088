import { HOME_CONTACT_TEXT } from "../home-contact";
import { AUDIT_URL_MESSAGES } from "../seo-audit-url";
import { groupThousands, SEO_AUDIT_MESSAGES } from "../seo-audit-report";

// The messages the API answers visitors with, in English: the API's own wording,
// which English API clients read and which never changes with the region. Pages show
// them in the visitor's language by looking the text up here and taking the same key
// from the UI copy (`apiMessages` in ./en.ts and ./de.ts; docs/decisions/0017-copy-per-language-and-currency.md).

export const LEAD_API_MESSAGES = {
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Please enter a valid email address",
  regionInvalid: "Region must be US, UK or DE",
  formTypeUnknown: "Unknown form type",
  invalid: "Please check the highlighted fields and try again.",
  rateLimited: "Too many submissions from your network. Please wait a few minutes and try again.",
  thanks: "Thank you! We'll get back to you within 24 hours.",
  confirmByEmail: "Almost there! Check your inbox and click the link in our email to confirm your subscription.",
  confirmAgain: "We've sent you a new confirmation link. Check your inbox (and spam folder) and click it to confirm your subscription.",
  alreadySubscribed: "Good news: this address is already subscribed, so there's nothing more to do.",
  unknownField: "Unknown field: it is not part of any form",
  unknownService: "Please choose one of the listed services.",
  nul: "Must not contain NUL (\\u0000) characters",
  homeNameRequired: HOME_CONTACT_TEXT.nameRequired,
  homeEmailRequired: HOME_CONTACT_TEXT.emailRequired,
  homeSubServiceMissing: HOME_CONTACT_TEXT.subServiceDescription,
} as const;

/** "Must be at most 200 characters": the one message with a number in it. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;
const TOO_LONG = /^Must be at most (\d+) characters$/;
/** The JSON answer's summary of a refused lead names its fields ("Invalid email, name", server/api/contacts.router.ts). */
const INVALID_FIELDS = /^Invalid [\w, ]+$/;

const AUDIT_API_MESSAGES = {
  auditUrlRequired: AUDIT_URL_MESSAGES.required,
  auditUrlNotWeb: AUDIT_URL_MESSAGES.notWeb,
  auditUrlTooLong: AUDIT_URL_MESSAGES.tooLong,
  auditUrlInvalid: AUDIT_URL_MESSAGES.invalid,
  auditRefused: SEO_AUDIT_MESSAGES.refused,
  auditUnreachable: SEO_AUDIT_MESSAGES.unreachable,
  auditBadCertificate: SEO_AUDIT_MESSAGES.badCertificate,
  auditTimeout: SEO_AUDIT_MESSAGES.timeout,
  auditTooLarge: SEO_AUDIT_MESSAGES.tooLarge,
  auditNotHtml: SEO_AUDIT_MESSAGES.notHtml,
  auditTooManyRedirects: SEO_AUDIT_MESSAGES.tooManyRedirects,
  auditUnreadable: SEO_AUDIT_MESSAGES.unreadable,
  auditTooDeep: SEO_AUDIT_MESSAGES.tooDeep,
  auditTooManyElements: SEO_AUDIT_MESSAGES.tooManyElements,
  auditReadTooSlow: SEO_AUDIT_MESSAGES.readTooSlow,
  auditReadTooLarge: SEO_AUDIT_MESSAGES.readTooLarge,
  auditBusy: SEO_AUDIT_MESSAGES.busy,
  auditRateLimited: SEO_AUDIT_MESSAGES.rateLimited,
  auditFailed: SEO_AUDIT_MESSAGES.failed,
  auditOffline: SEO_AUDIT_MESSAGES.offline,
} as const;

export const API_MESSAGES = { ...LEAD_API_MESSAGES, ...AUDIT_API_MESSAGES };
export type ApiMessageKey = keyof typeof API_MESSAGES;

/** What each visitor-facing API message says in one language (the number one takes a function). */
export type ApiMessageCopy = Record<ApiMessageKey, string> & {
  tooLong(max: number): string;
  /** The summary of a refused lead, "Invalid email, name" in the API's English. */
  invalidFields(message: string): string;
};

const KEY_BY_TEXT = new Map<string, ApiMessageKey>(Object.entries(API_MESSAGES).map(([key, text]) => [text, key as ApiMessageKey]));

/**
 * An API message in the copy's language. A message that is not one of ours (a proxy's
 * error page, a network failure) is shown as it came.
 */
export function localizeApiMessage(message: string, copy: ApiMessageCopy): string {
  const key = KEY_BY_TEXT.get(message);
  if (key) return copy[key];
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return copy.tooLong(Number(tooLong[1]));
  if (INVALID_FIELDS.test(message)) return copy.invalidFields(message);
  return message;
}

/**
 * What the API answers about a request itself (its type, body or encoding), and about
 * content that is not there: English only, for any client, like every message above.
 */
export const REQUEST_MESSAGES = {
  contentTypeMissing: "Send the lead as application/json or an HTML form post",
  contentTypeUnsupported: "Unsupported content type: send application/json or an HTML form post",
  leadBodyNotObject: "The request body must be a JSON object with the lead's fields",
  bodyNotJson: "The request body is not valid JSON",
  encodingUnsupported: "Unsupported request encoding",
  aborted: "The request was aborted",
  unknownField: "Unknown field",
  invalidToken: "Invalid token",
  tokenMissing: "The link's token is missing",
  invalidKind: "Invalid kind",
  kindUnknown: "Kind must be confirm or unsubscribe",
  articleNotFound: "Article not found",
  caseStudyNotFound: "Case study not found",
  databaseDown: "The database does not answer",
} as const;

/** "The request body is too large (10 kB at most)". */
export const bodyTooLargeMessage = (limit: string) => `The request body is too large (${limit} at most)`;

/** What the staff area's API answers (the staff area is in English). */
export const STAFF_API_MESSAGES = {
  signIn: "Please sign in.",
  roleRefused: "Your role does not include this. Ask an owner if you need it.",
  passkeyRequired: "Your role signs in with a passkey. If you have none yet, ask an owner for a reset link to register one.",
  passkeyNotAccepted: "That passkey was not accepted. Try again, or sign in another way.",
  passkeysBusy: "Passkey sign-in is busy. Please try again in a minute.",
  passkeyOnlyForRole: "Your role uses a passkey: register one instead of choosing a password.",
  linkUnknown: "This link is not one of ours. Open it from the email again, or ask an owner for a new one.",
  linkSpent: "This link has been used or has expired. Ask an owner for a new one.",
  staffMailFailed: "The email could not be sent, so no link is out. Check the mail settings and try again.",
  lastOwner: "The staff area needs at least one owner who can sign in: make someone else an owner first.",
  staffExists: "This address already has a working account: change its role, or send it a reset link.",
  staffDeactivated: "This address belongs to a deactivated account: reactivate it instead.",
  passkeyToRequire: "Sign in with a passkey yourself before requiring one, so you cannot be locked out.",
  lastPasskey: "Your role signs in with a passkey: keep at least one.",
  personEmailMissing: "Enter the person's email address, or open this from one of their leads",
  personConfirmDiffers: "Type the same address again to confirm the erasure",
  sessionExpired: "Your session has expired. Please sign in again.",
  wrongPassword: "The email or password is not correct.",
  credentialsMissing: "Send an email and a password.",
  signInCrossSite: "Sign-in must come from this site's own pages.",
  requestCrossSite: "This request did not come from this site's own pages.",
  csrfStale: "The security token is missing or out of date. Reload the page and try again.",
  crossSiteFetch: "Cross-site requests are not allowed here.",
  signInBusy: "The sign-in service is busy. Please try again in a few seconds.",
  deliveryBusy: "This delivery is being sent right now; try again in a minute",
  slugTaken: "Another post uses this slug",
  slugTakenHint: "Another post uses this slug: choose a different one",
  contentInvalid: "Please check the highlighted fields",
  studySlugTaken: "Another published case study uses this slug: choose a different one",
  studySlugRedirected: "This slug is an old address of another case study: choose a different one",
  publicationNotAgreed: "Tick that the client agreed to publication before publishing",
  studyReferenced: "Other entries name this case study: remove those links first",
  orderIncomplete: "Send every id of this kind once, in the new order",
  dealValueMissing: "Enter the deal value to mark the lead won",
} as const;

/**
 * How much work one upload may make, in the media job's process (docs/decisions/0033-bounded-work.md):
 * its time and memory, and for an SVG how deep and how many its elements.
 */
export const MEDIA_PROCESSING_LIMITS = { timeLimitMs: 60_000, memoryLimitMb: 1024, svgMaxDepth: 256, svgMaxElements: 100_000 } as const;

/** What the media library's API answers (staff area, English; docs/decisions/0024-media-library.md). */
export const MEDIA_MESSAGES = {
  fileMissing: "Choose an image file to upload",
  oneFile: "Upload one file per request",
  tooLarge: "The file is larger than 10 MB",
  tooManyPixels: "The image is larger than 40 megapixels",
  unknownType: "The file is not a JPEG, PNG, WebP, AVIF or SVG image",
  unreadable: "The image could not be read: the file is damaged or not what its signature says",
  markupInside: "The file contains HTML or script markup besides the image, so it cannot be served safely",
  svgUnsafe: "The SVG contains scripts, event handlers or other active content",
  svgTooDeep: `The SVG nests its elements more than ${MEDIA_PROCESSING_LIMITS.svgMaxDepth} deep`,
  svgTooManyElements: `The SVG has more than ${groupThousands(MEDIA_PROCESSING_LIMITS.svgMaxElements)} elements`,
  processingTooSlow: `Processing the image took longer than ${MEDIA_PROCESSING_LIMITS.timeLimitMs / 1000} seconds, so it was stopped`,
  processingTooLarge: `Processing the image needed more than ${MEDIA_PROCESSING_LIMITS.memoryLimitMb} MB of memory, so it was stopped`,
  altRequired: "Alt text is required: describe what the image shows",
  altDeRequired: "German alt text is required: the German pages show this image too",
  notMultipart: "Send the file as multipart/form-data",
  inUse: "This image is still used",
  coverUnknown: "No image with this id is in the media library",
} as const;

/** "Lead not found", "Post not found", ...: a staff-area record missing or not an id. */
export const notFoundMessage = (what: string) => `${what} not found`;

/** "Too many failed sign-in attempts. Try again in 15 minutes." */
export const signInLockedMessage = (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`;

/** Every field's messages in the copy's language. */
export function localizeFieldErrors(fieldErrors: Record<string, string[]>, copy: ApiMessageCopy): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((m) => localizeApiMessage(m, copy))]),
  );
}

/** What POST /api/vitals answers a browser whose report it refuses (docs/decisions/0027-real-user-vitals.md). */
export const VITALS_MESSAGES = {
  invalid: "The report was refused: see the named fields",
  templateUnknown: "Not a page template of this site",
  regionUnknown: "Region must be US, UK or DE",
  deviceUnknown: "Device must be mobile or desktop",
  metricsEmpty: "At least one metric is required",
  outOfRange: (max: number) => `Must be a number from 0 to ${max}`,
  rateLimited: "Too many reports from your network; try again later",
  dailyLimit: "This page's figures already count today's reports from your network",
  notJson: "Send the report as a JSON object",
} as const;
