import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import { severities } from "../../../shared/content/security";
import type { Certification } from "../../../shared/schemas/site-settings";
import type { RegionCode } from "../../../shared/constants";
import { useApi } from "../../api/api-context";
import { siteFactsQuery } from "../../api/content.queries";
import { usePageQueryClient } from "../../api/page-query-client";
import { PageHero } from "../../components/ui/page-hero";
import { SecurityHeroVisual } from "./security-hero-visual";
import { formatMonthRange, formatMonthYear, isoStart } from "../../components/ui/format-date";
import { useRootData } from "../../root-data-context";
import { usePageRegion } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { securityDe } from "../../../shared/i18n/pages/security.de";
import { securityEn } from "../../../shared/i18n/pages/security.en";

// Everything the page says is its page copy in the visitor's language; the certifications'
// dates, the last audit and the response times are site settings (docs/decisions/0040-site-settings.md),
// months in the region's locale (docs/decisions/0017-copy-per-language-and-currency.md). A
// certification past its last day is not in the list the page gets (shared/content/site-facts.ts).

/** When a certification holds, as its badge says it; null when no date is stated. */
function periodOf(c: Certification, region: RegionCode, copy: typeof securityEn): string | null {
  if (c.validFrom && c.validUntil) return formatMonthRange(isoStart(c.validFrom), isoStart(c.validUntil), region);
  if (c.validUntil) return copy.until(formatMonthYear(isoStart(c.validUntil), region));
  if (c.validFrom) return copy.since(formatMonthYear(isoStart(c.validFrom), region));
  return null;
}

/** The security page: links and text only, so a static part (./security.page.tsx). */
export function SecurityContent() {
  const { brand } = useRootData();
  const region = usePageRegion();
  const copy = usePageCopy({ en: securityEn, de: securityDe });
  const { security } = useSuspenseQuery(siteFactsQuery(useApi()), usePageQueryClient()).data;
  const lastAudit = security.lastAudit && formatMonthYear(isoStart(security.lastAudit), region);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} visual={<SecurityHeroVisual />}>
        <a href="#report" className="btn btn-accent">
          {copy.report}
        </a>
      </PageHero>

      <section className="container-page py-14" aria-labelledby="security-features">
        <h2 id="security-features" className="text-3xl font-bold text-slate-900">
          {copy.featuresTitle}
        </h2>
        <div className="mt-8">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {copy.features.map((f) => (
              <li key={f.title} className="card p-6">
                <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="border-y border-slate-200 bg-white" aria-labelledby="certifications">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
          <div>
            <h2 id="certifications" className="text-3xl font-bold text-slate-900">
              {copy.certificationsTitle}
            </h2>
            <ul className="mt-6 space-y-4" data-testid="certifications">
              {security.certifications.map((c) => {
                const period = periodOf(c, region, copy);
                return (
                  <li
                    key={c.id}
                    data-certification={c.id}
                    // The badge moves under the name when the row is too narrow for both ("Jan. 2025 – Dez. 2026" at 320 px).
                    className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4"
                  >
                    <div>
                      <p className="font-semibold text-slate-900">{copy.certifications[c.id].name}</p>
                      <p className="text-sm text-slate-600">{copy.certifications[c.id].text}</p>
                    </div>
                    {period && <p className="shrink-0 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800">{period}</p>}
                  </li>
                );
              })}
            </ul>
            <p className="mt-4 text-sm text-slate-600">
              {lastAudit && (
                <>
                  {copy.lastAudit} <strong className="text-slate-900">{lastAudit}</strong>.{" "}
                </>
              )}
              {copy.lastAuditAfter}
            </p>
          </div>
          <div>
            <h2 id="monitoring" className="text-3xl font-bold text-slate-900">
              {copy.monitoringTitle}
            </h2>
            <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-labelledby="monitoring">
              {copy.monitoredSystems.map((system) => (
                <li key={system} className="flex items-center justify-between gap-4 p-4">
                  <span className="text-slate-800">{system}</span>
                  <span className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
                    <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500" />
                    {copy.monitored}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section id="report" className="container-page scroll-mt-24 py-14" aria-labelledby="report-title">
        <h2 id="report-title" className="text-3xl font-bold text-slate-900">
          {copy.report}
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            <p>
              {copy.reportEmailBefore}{" "}
              <a href={`mailto:${brand.email}?subject=Security%20report`} className="font-semibold text-indigo-700 underline">
                {brand.email}
              </a>{" "}
              {copy.reportEmailAfter}
            </p>
            <p>{copy.reportRules}</p>
            <p>
              {copy.securityTxtBefore}{" "}
              <a href="/.well-known/security.txt" className="font-semibold text-indigo-700 underline">
                security.txt
              </a>
              {copy.privacyBefore}{" "}
              <Link to="/privacy-policy" className="font-semibold text-indigo-700 underline">
                {copy.privacyPolicy}
              </Link>
              .
            </p>
          </div>
          <div className="card overflow-hidden">
            <table className="w-full text-left text-sm">
              <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">{copy.responseCaption}</caption>
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {copy.severity}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {copy.firstResponse}
                  </th>
                </tr>
              </thead>
              <tbody>
                {severities.map((severity) => (
                  <tr key={severity} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-4 py-3">
                      <span className="font-semibold text-slate-900">{copy.severities[severity].name}</span>
                      <span className="block font-normal text-slate-600">{copy.severities[severity].hint}</span>
                    </th>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">
                      {copy.hours(security.responseHours[severity])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </>
  );
}
