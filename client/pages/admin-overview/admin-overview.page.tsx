import { useQuery } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import { overviewQuery } from "../../features/admin/admin-queries";
import { sessionQuery } from "../../features/admin/admin-http";
import { seesLeadData } from "../../../shared/admin/staff-roles";
import { AdminHeading, formTypeLabel, QueryState } from "../../features/admin/admin-ui";
import { CountBars } from "../../features/admin/count-bars";
import { LeadDayChart } from "../../features/admin/lead-day-chart";
import { LeadOutcomesSection } from "../../features/admin/lead-outcomes";
import { LeadTable } from "../../features/admin/lead-table";
import { RetentionSection } from "../../features/admin/retention-section";
import { WebVitalsSection } from "../../features/admin/web-vitals-section";
import { SettingsWarnings } from "../../features/admin/settings-warnings";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  // /admin itself: the sign-in when signed out, the overview after. The title fits both.
  meta: () => ({
    title: "Staff Area",
    description: "Sign-in and overview for the agency's staff: leads of the last 30 days.",
    noindex: true,
  }),
};

const inboxLink = (name: string, value: string) => `/admin/leads?${new URLSearchParams({ [name]: value })}`;

export function Component() {
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  return seesLeadData(session.role) ? <LeadOverview /> : <ContentOverview />;
}

/** An editor's overview: no lead figures at all (shared/admin/staff-roles.ts), the site's speed and where to work. */
function ContentOverview() {
  return (
    <>
      <AdminHeading title="Overview" intro="How fast the site's pages are for real visitors, and where to edit what they read." />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[
          ["/admin/posts", "Posts", "Write, publish and feature blog posts."],
          ["/admin/case-studies", "Case studies", "Edit the studies, their figures and their order."],
          ["/admin/media", "Media", "Upload images and keep their alt texts current."],
        ].map(([to, title, text]) => (
          <li key={to} className="card p-5">
            <Link to={to!} className="text-lg font-semibold text-indigo-700 hover:underline">
              {title}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <WebVitalsSection />
    </>
  );
}

function LeadOverview() {
  const { data, isPending, error, refetch } = useQuery(overviewQuery());
  return (
    <>
      <AdminHeading title="Overview" intro="Enquiries of the last 30 days, by day, by form and by where they came from." />
      {/* A certification that ended or a claim gone stale comes first: visitors see the site settings. */}
      <SettingsWarnings />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the overview" />
      ) : (
        <>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[
              ["Leads in the last 30 days", data.totals.last30Days],
              ["New, not yet handled", data.totals.new],
              ["All leads", data.totals.all],
            ].map(([label, value]) => (
              <div key={label} className="card p-5">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="card p-5">
              <dt className="text-sm text-slate-600">Held as spam, last 30 days</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">
                <Link to="/admin/leads?spam=only" className="hover:underline" aria-label={`${data.totals.spam} held as spam: review them`}>
                  {data.totals.spam}
                </Link>
              </dd>
            </div>
          </dl>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <section className="card p-5 lg:col-span-2" aria-labelledby="per-day">
              <h2 id="per-day" className="text-lg font-semibold text-slate-900">
                Leads per day
              </h2>
              <div className="mt-4">
                <LeadDayChart days={data.days} />
              </div>
            </section>
            <CountBars
              title="By form"
              empty="No leads in the last 30 days."
              rows={data.byFormType.map((row) => ({
                key: row.formType,
                label: formTypeLabel(row.formType),
                href: inboxLink("formType", row.formType),
                count: row.count,
              }))}
            />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <CountBars
              title="By traffic source"
              empty="No leads in the last 30 days."
              rows={data.bySource.map((row) => ({
                key: row.source ?? "",
                label: row.source ?? "Not recorded",
                href: row.source === null ? undefined : inboxLink("trafficSource", row.source),
                count: row.count,
              }))}
            />
            <CountBars
              title="By campaign"
              empty="No lead of the last 30 days came from a tagged campaign (utm_campaign)."
              rows={data.byCampaign.map((row) => ({
                key: row.campaign,
                label: row.campaign,
                href: inboxLink("campaign", row.campaign),
                count: row.count,
              }))}
            />
          </div>
          <LeadOutcomesSection />
          <RetentionSection />
          <section className="mt-6" aria-labelledby="latest">
            <div className="flex items-center justify-between">
              <h2 id="latest" className="text-lg font-semibold text-slate-900">
                Latest leads
              </h2>
              <Link to="/admin/leads" className="text-sm font-medium text-indigo-700 hover:underline">
                Open the inbox →
              </Link>
            </div>
            <div className="mt-3">
              {data.latest.length === 0 ? (
                <p className="text-slate-600">No leads yet.</p>
              ) : (
                <LeadTable leads={data.latest} caption="Latest leads" />
              )}
            </div>
          </section>
          <WebVitalsSection />
        </>
      )}
    </>
  );
}
