import { Link } from "../../lib/region/region-link";
import type { LeadSummary } from "../../../shared/schemas/admin-leads";
import { formatDateTime, formTypeLabel, SpamBadge, StatusBadge } from "./admin-ui";

/** Leads as a table; every value is React text, so lead content can never become markup. */
export function LeadTable({ leads, caption }: { leads: LeadSummary[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              Received
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Company
            </th>
            <th scope="col" className="px-4 py-3">
              Form
            </th>
            <th scope="col" className="px-4 py-3">
              Traffic source
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Score
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leads.map((lead) => (
            <tr key={lead.id} className="align-top hover:bg-slate-50">
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(lead.createdAt)}</td>
              <td className="min-w-40 max-w-64 px-4 py-3">
                <Link to={`/admin/leads/${lead.id}`} className="break-words font-medium text-indigo-700 underline-offset-2 hover:underline">
                  {lead.name || "(no name)"}
                </Link>
              </td>
              <td className="min-w-48 max-w-72 px-4 py-3 text-slate-700 wrap-anywhere">{lead.email}</td>
              <td className="max-w-48 break-words px-4 py-3 text-slate-700">{lead.company || "—"}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formTypeLabel(lead.contactFormType)}</td>
              <td className="max-w-40 break-words px-4 py-3 text-slate-700">{lead.trafficSource ?? "—"}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-slate-900">{lead.score ?? "—"}</td>
              <td className="px-4 py-3">
                {lead.spamReason ? <SpamBadge reason={lead.spamReason} /> : <StatusBadge status={lead.status} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
