import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { campaignReportQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { CampaignPageReport, ReportPeriod } from "../../features/admin/campaign-report";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Campaign report",
    description: "Landing pages and their variants judged by leads and won deals.",
    noindex: true,
  }),
};

export function Component() {
  const [params] = useSearchParams();
  const search = new URLSearchParams([...params].filter(([name]) => name === "from" || name === "to" || name === "page")).toString();
  const { data, isPending, error, refetch } = useQuery(campaignReportQuery(search));
  return (
    <>
      <AdminHeading
        title="Campaign report"
        intro="What each landing page and variant brought, by campaign: views, leads, stages and won value, with 95% intervals and each variant's chance to be the best."
        actions={
          <a className="btn btn-outline" href={`/api/admin/campaign-report.csv${search ? `?${search}` : ""}`} download>
            Download CSV
          </a>
        }
      />
      <ReportPeriod from={data?.from} to={data?.to} />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the campaign report" />
      ) : data.pages.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">No landing page yet.</p>
      ) : (
        data.pages.map((page) => <CampaignPageReport key={page.id} page={page} search={search} />)
      )}
    </>
  );
}
