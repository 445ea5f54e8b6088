import type { ReactNode } from "react";
import type { SeoAuditReport } from "../../../shared/seo-audit-report";

// "What a search engine sees": the raw facts behind the findings. Everything
// here was written by the audited site, so it is shown as text only (React
// escapes it) and never as a link we would vouch for.

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

const none = <span className="text-slate-500">None found</span>;

function Tags({ tags }: { tags: Record<string, string> }) {
  const entries = Object.entries(tags);
  if (entries.length === 0) return none;
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
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="audit-details-title">
      <h3 id="audit-details-title" className="text-lg font-semibold text-slate-900">
        What a search engine sees
      </h3>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label="Title">{report.title ?? none}</Row>
        <Row label="Meta description">{report.metaDescription ?? none}</Row>
        <Row label="Canonical URL">{report.canonical ?? none}</Row>
        <Row label="Redirect chain">
          {report.redirects.length === 0 ? (
            "No redirects"
          ) : (
            <ol className="space-y-1 text-sm">
              {report.redirects.map((hop, i) => (
                <li key={i} className="break-all">
                  {hop.status} from {hop.url}
                </li>
              ))}
              <li className="break-all">
                {report.status} at {report.finalUrl}
              </li>
            </ol>
          )}
        </Row>
        <Row label="Indexing">
          {report.isNoindex ? "Blocked by noindex" : "Allowed"}
          {report.robotsMeta && <span className="block text-sm text-slate-600">robots meta: {report.robotsMeta}</span>}
          {report.xRobotsTag && <span className="block text-sm text-slate-600">X-Robots-Tag: {report.xRobotsTag}</span>}
        </Row>
        <Row label="Language">{report.lang ?? none}</Row>
        <Row label="Viewport">{report.viewport ?? none}</Row>
        <Row label={`Headings (${report.headings.length})`}>
          {report.headings.length === 0 ? (
            none
          ) : (
            <ol className="space-y-1 text-sm">
              {report.headings.map((h, i) => (
                <li key={i} className={INDENT[h.level]}>
                  <span className="mr-2 font-mono text-xs text-slate-500">H{h.level}</span>
                  {h.text || <em className="text-slate-500">(empty)</em>}
                </li>
              ))}
            </ol>
          )}
        </Row>
        <Row label="Images">
          {report.imageCount} images, {report.imagesWithoutAlt} without alt text
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
        <Row label="Links">
          {report.internalLinks} internal, {report.externalLinks} external
        </Row>
        <Row label="Structured data">{report.jsonLdTypes.length > 0 ? report.jsonLdTypes.join(", ") : none}</Row>
        <Row label="Open Graph">
          <Tags tags={report.openGraph} />
        </Row>
        <Row label="Twitter / X">
          <Tags tags={report.twitter} />
        </Row>
        <Row label="robots.txt">
          {report.robotsTxt.found ? (report.robotsTxt.blocksPage ? "Found, blocks this page" : "Found, allows this page") : "Not found"}
        </Row>
        <Row label="XML sitemap">{report.sitemap.url ?? "Not found"}</Row>
        <Row label="Transfer">
          {Math.max(1, Math.round(report.transferBytes / 1024))} KB sent
          {report.contentEncoding ? `, compressed with ${report.contentEncoding}` : ", uncompressed"}
        </Row>
      </dl>
    </section>
  );
}
