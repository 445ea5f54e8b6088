import type { ReactNode } from "react";
import type { SeoAuditReport } from "../../../shared/seo-audit-report";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// "What a search engine sees": the raw facts behind the findings. Everything
// here was written by the audited site, so it is shown as text only (React
// escapes it) and never as a link we would vouch for. The labels around it are in the
// visitor's language.

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Indentation of a heading in the outline, by level (literal classes for Tailwind). */
const INDENT = ["", "pl-0", "pl-4", "pl-8", "pl-12", "pl-16", "pl-20"];

function NoneFound() {
  return <span className="text-slate-500">{useSeoAuditCopy().report.details.noneFound}</span>;
}

function Tags({ tags }: { tags: Record<string, string> }) {
  const entries = Object.entries(tags);
  if (entries.length === 0) return <NoneFound />;
  return (
    <ul className="space-y-1 text-sm">
      {entries.map(([key, value]) => (
        <li key={key}>
          <code className="text-indigo-800">{key}</code>: {value}
        </li>
      ))}
    </ul>
  );
}

export function ReportDetails({ report }: { report: SeoAuditReport }) {
  const copy = useSeoAuditCopy().report.details;
  const { rows } = copy;
  const none = <NoneFound />;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="audit-details-title">
      <h3 id="audit-details-title" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={rows.title}>{report.title ?? none}</Row>
        <Row label={rows.description}>{report.metaDescription ?? none}</Row>
        <Row label={rows.canonical}>{report.canonical ?? none}</Row>
        <Row label={rows.redirects}>
          {report.redirects.length === 0 ? (
            copy.noRedirects
          ) : (
            <ol className="space-y-1 text-sm">
              {report.redirects.map((hop, i) => (
                <li key={i} className="break-all">
                  {copy.hop(hop.status, hop.url)}
                </li>
              ))}
              <li className="break-all">{copy.landed(report.status, report.finalUrl)}</li>
            </ol>
          )}
        </Row>
        <Row label={rows.indexing}>
          {report.isNoindex ? copy.blockedByNoindex : copy.allowed}
          {report.robotsMeta && <span className="block text-sm text-slate-600">robots meta: {report.robotsMeta}</span>}
          {report.xRobotsTag && <span className="block text-sm text-slate-600">X-Robots-Tag: {report.xRobotsTag}</span>}
        </Row>
        <Row label={rows.language}>{report.lang ?? none}</Row>
        <Row label={rows.viewport}>{report.viewport ?? none}</Row>
        <Row label={rows.headings(report.headings.length)}>
          {report.headings.length === 0 ? (
            none
          ) : (
            <ol className="space-y-1 text-sm">
              {report.headings.map((h, i) => (
                <li key={i} className={INDENT[h.level]}>
                  <span className="mr-2 font-mono text-xs text-slate-500">H{h.level}</span>
                  {h.text || <em className="text-slate-500">{copy.emptyHeading}</em>}
                </li>
              ))}
            </ol>
          )}
        </Row>
        <Row label={rows.images}>
          {copy.images(report.imageCount, report.imagesWithoutAlt)}
          {report.imagesWithoutAltSamples.length > 0 && (
            <ul className="mt-1 space-y-1 text-sm text-slate-600">
              {report.imagesWithoutAltSamples.map((src, i) => (
                <li key={i} className="break-all">
                  {src}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={rows.links}>{copy.links(report.internalLinks, report.externalLinks)}</Row>
        <Row label={rows.structuredData}>{report.jsonLdTypes.length > 0 ? report.jsonLdTypes.join(", ") : none}</Row>
        <Row label={rows.openGraph}>
          <Tags tags={report.openGraph} />
        </Row>
        <Row label={rows.twitter}>
          <Tags tags={report.twitter} />
        </Row>
        <Row label={rows.robotsTxt}>
          {report.robotsTxt.found ? (report.robotsTxt.blocksPage ? copy.robotsBlocks : copy.robotsAllows) : copy.notFound}
        </Row>
        <Row label={rows.sitemap}>{report.sitemap.url ?? copy.notFound}</Row>
        <Row label={rows.transfer}>{copy.transfer(Math.max(1, Math.round(report.transferBytes / 1024)), report.contentEncoding)}</Row>
      </dl>
    </section>
  );
}
