import {
  type ConversionFile,
  type ConversionFileSummary,
  LEFT_OUT_LABELS,
  LEFT_OUT_REASONS,
} from "../../../shared/conversions/conversion-settings";

// Each upload file with a download button and what it leaves out, and why
// (server/api/admin/conversion-exports.ts counts them the same way as the file's headers).

export const FILE_LABELS: Record<ConversionFile, { title: string; about: string }> = {
  "google-ads": { title: "Google Ads: conversions from clicks", about: "Leads that came from a Google Ads click (gclid)." },
  "google-ads-braid": {
    title: "Google Ads: iOS clicks (GBRAID / WBRAID)",
    about: "Leads whose click carried a GBRAID or WBRAID instead of a gclid.",
  },
  "google-ads-enhanced": {
    title: "Google Ads: enhanced conversions for leads",
    about: "SHA-256 hashed emails of leads whose visitors allowed ad user data.",
  },
  "microsoft-ads": { title: "Microsoft Advertising: offline conversions", about: "Leads that came from a Microsoft Ads click (msclkid)." },
};

const leads = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);

export function ConversionFiles({ files }: { files: ConversionFileSummary[] }) {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2" aria-label="Upload files">
      {files.map((summary) => {
        const leftOut = LEFT_OUT_REASONS.filter((reason) => summary.leftOut[reason] > 0);
        return (
          <li key={summary.file} className="card flex flex-col p-5">
            <h2 className="text-lg font-semibold text-slate-900">{FILE_LABELS[summary.file].title}</h2>
            <p className="mt-1 text-sm text-slate-600">{FILE_LABELS[summary.file].about}</p>
            <p className="mt-3 text-sm text-slate-900">
              <span className="text-2xl font-bold tabular-nums">{summary.rows}</span> {summary.rows === 1 ? "conversion" : "conversions"}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {leftOut.length === 0
                ? "No lead left out."
                : `Left out: ${leftOut.map((reason) => `${leads(summary.leftOut[reason])} with ${LEFT_OUT_LABELS[reason]}`).join(", ")}.`}
            </p>
            <a href={`/api/admin/conversions/${summary.file}.csv`} download className="btn btn-outline mt-4 self-start">
              Download CSV
            </a>
          </li>
        );
      })}
    </ul>
  );
}
