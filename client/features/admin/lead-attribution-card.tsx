import { Link } from "../../lib/region/region-link";
import { ATTRIBUTION_LABELS } from "../../../shared/content/lead-labels";
import type { LeadAttribution } from "../../../shared/schemas/lead-attribution";
import { ATTRIBUTION_KEYS } from "../../../shared/schemas/lead-attribution";

// Where a lead came from (docs/decisions/0014), with links that filter the inbox
// by the same source or campaign.

const filterLink = (name: string, value: string) => `/admin/leads?${new URLSearchParams({ [name]: value })}`;

export function LeadAttributionCard({ attribution, trafficSource }: { attribution: LeadAttribution | null; trafficSource: string | null }) {
  const rows = ATTRIBUTION_KEYS.filter((key) => attribution?.[key]);
  return (
    <section className="card p-5" aria-labelledby="attribution-heading">
      <h2 id="attribution-heading" className="text-lg font-semibold text-slate-900">
        Where it came from
      </h2>
      {!attribution ? (
        <p className="mt-3 text-sm text-slate-600">
          Not recorded: the lead was sent before attribution was kept, or not from one of the site's pages.
        </p>
      ) : (
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          <div className="py-2">
            <dt className="font-medium text-slate-600">Source</dt>
            <dd className="mt-0.5 text-slate-900 wrap-anywhere">
              {trafficSource ? (
                <Link to={filterLink("trafficSource", trafficSource)} className="text-indigo-700 hover:underline">
                  {trafficSource}
                </Link>
              ) : (
                "—"
              )}
            </dd>
          </div>
          {rows.map((key) => (
            <div key={key} className="py-2">
              <dt className="font-medium text-slate-600">{ATTRIBUTION_LABELS[key]}</dt>
              <dd className="mt-0.5 text-slate-900 wrap-anywhere">
                {key === "utmCampaign" ? (
                  <Link to={filterLink("campaign", attribution[key]!)} className="text-indigo-700 hover:underline">
                    {attribution[key]}
                  </Link>
                ) : (
                  attribution[key]
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
