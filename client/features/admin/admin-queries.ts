import { queryOptions } from "../../api/query-options";
import type { AdminOverview, LeadDetail, LeadPage } from "../../../shared/schemas/admin-leads";
import type { ConversionOverview } from "../../../shared/conversions/conversion-settings";
import type { ContentEntry, ContentListItem } from "../../../shared/schemas/admin-content";
import type { AdminPost } from "../../../shared/schemas/admin-posts";
import type { ContentKind, EntryKind } from "../../../shared/schemas/content-entry";
import type { SettingsWarning } from "../../../shared/content/settings-warnings";
import { entryApi } from "./entry-api";
import type { MailList, MailDetail, OutboxPage } from "../../../shared/schemas/delivery";
import type { VitalsSummary } from "../../../shared/web-vitals/vitals-metrics";
import type { AuditPage } from "../../../shared/admin/audit-actions";
import { adminJson, retryServerErrorsOnce } from "./admin-http";

// Admin data is fetched in the browser after sign-in only: never rendered by the
// server, never in a cached page. The site's query defaults apply (stale at once,
// no cache time), so every visit to a screen shows current data.

const base = { retry: retryServerErrorsOnce } as const;

export const overviewQuery = () =>
  queryOptions({ ...base, queryKey: ["/api/admin/overview"], queryFn: () => adminJson<AdminOverview>("GET", "/api/admin/overview") });

/** Real visitors' Web Vitals of the last 28 days (docs/decisions/0027-real-user-vitals.md). */
export const webVitalsQuery = () =>
  queryOptions({ ...base, queryKey: ["/api/admin/web-vitals"], queryFn: () => adminJson<VitalsSummary>("GET", "/api/admin/web-vitals") });

/**
 * The inbox reads GET /api/contacts: the lead popups invalidate the
 * "/api/contacts" query after a new lead, so an open inbox refreshes itself.
 */
export const leadsQuery = (search: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/contacts", search],
    queryFn: () => adminJson<LeadPage>("GET", `/api/contacts${search ? `?${search}` : ""}`),
    placeholderData: (previous) => previous,
  });

/** The conversion files with their counts, the staff's settings and whether a feed key exists. */
export const conversionsQuery = () =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/conversions"],
    queryFn: () => adminJson<ConversionOverview>("GET", "/api/admin/conversions"),
  });

export const leadQuery = (id: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/leads", id],
    queryFn: () => adminJson<LeadDetail>("GET", `/api/admin/leads/${encodeURIComponent(id)}`),
  });

export const postsQuery = () =>
  queryOptions({ ...base, queryKey: ["/api/admin/posts"], queryFn: () => adminJson<AdminPost[]>("GET", "/api/admin/posts") });

export const postQuery = (id: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/posts", id],
    queryFn: () => adminJson<AdminPost>("GET", `/api/admin/posts/${encodeURIComponent(id)}`),
  });

/** Jobs of the outbox in one state (pending or failed). */
export const outboxQuery = (state: "pending" | "failed") =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/outbox", state],
    queryFn: () => adminJson<OutboxPage>("GET", `/api/admin/outbox?state=${state}`),
  });

/** The emails written to files while no SMTP server is configured (the embedded default). */
export const mailListQuery = () =>
  queryOptions({ ...base, queryKey: ["/api/admin/mail"], queryFn: () => adminJson<MailList>("GET", "/api/admin/mail") });

export const mailQuery = (id: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/mail", id],
    queryFn: () => adminJson<MailDetail>("GET", `/api/admin/mail/${encodeURIComponent(id)}`),
  });

/** One content kind's entries in their order (case studies, testimonials, team members, partners). */
export const contentListQuery = (kind: ContentKind) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/content", kind],
    queryFn: () => adminJson<ContentListItem[]>("GET", `/api/admin/content/${kind}`),
  });

/** One entry with its draft and revisions; the site settings' one entry has no id in its address. */
export const contentEntryQuery = (kind: EntryKind, id: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/content", kind, id],
    queryFn: () => adminJson<ContentEntry>("GET", entryApi(kind).entry(id)),
  });

/** What staff should renew, check or date in the published site settings (docs/decisions/0040-site-settings.md). */
export const settingsWarningsQuery = () =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/settings/warnings"],
    queryFn: () => adminJson<{ warnings: SettingsWarning[] }>("GET", "/api/admin/settings/warnings"),
  });

/** The audit trail (owners only), with the screen's filters and page as its query string. */
export const auditQuery = (search: string) =>
  queryOptions({
    ...base,
    queryKey: ["/api/admin/audit", search],
    queryFn: () => adminJson<AuditPage>("GET", `/api/admin/audit${search ? `?${search}` : ""}`),
    placeholderData: (previous) => previous,
  });
