import { Link } from "../../lib/region/region-link";
import {
  LAST_SECURITY_AUDIT,
  certifications,
  monitoringStatus,
  securityFeatures,
  securityResponseTimes,
} from "../../../shared/content/security";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: () => ({
    title: "Security and Compliance",
    description:
      "How we protect client websites, ad accounts and data: access control, encryption, 24/7 monitoring, certifications and how to report a security issue.",
  }),
};

export function Component() {
  const { brand } = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Security & compliance"
        title="Security and compliance"
        intro={
          <p>
            Agencies trust us with their clients' websites, ad accounts and data. This page sets out how we protect them: access control,
            encryption, monitoring around the clock, our certifications and how to report a security concern to us.
          </p>
        }
      >
        <a href="#report" className="btn btn-accent">
          Report a security issue
        </a>
      </PageHero>

      <section className="container-page py-14" aria-labelledby="security-features">
        <h2 id="security-features" className="text-3xl font-bold text-slate-900">
          How we keep your clients' data safe
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {securityFeatures.map((f) => (
            <li key={f.title} className="card p-6">
              <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-y border-slate-200 bg-white" aria-labelledby="certifications">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
          <div>
            <h2 id="certifications" className="text-3xl font-bold text-slate-900">
              Certifications and compliance
            </h2>
            <ul className="mt-6 space-y-4">
              {certifications.map((c) => (
                <li key={c.name} className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
                  <div>
                    <p className="font-semibold text-slate-900">{c.name}</p>
                    <p className="text-sm text-slate-600">{c.text}</p>
                  </div>
                  {c.period && (
                    <p className="shrink-0 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800">{c.period}</p>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-600">
              Last audit: <strong className="text-slate-900">{LAST_SECURITY_AUDIT}</strong>. If a client contract depends on one of these,
              ask us for its current status first.
            </p>
          </div>
          <div>
            <h2 id="monitoring" className="text-3xl font-bold text-slate-900">
              24/7 monitoring
            </h2>
            <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-labelledby="monitoring">
              {monitoringStatus.map((m) => (
                <li key={m.system} className="flex items-center justify-between gap-4 p-4">
                  <span className="text-slate-800">{m.system}</span>
                  <span className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
                    <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500" />
                    {m.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section id="report" className="container-page scroll-mt-24 py-14" aria-labelledby="report-title">
        <h2 id="report-title" className="text-3xl font-bold text-slate-900">
          Report a security issue
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            <p>
              Found a vulnerability in our website or in work we delivered? Email{" "}
              <a href={`mailto:${brand.email}?subject=Security%20report`} className="font-semibold text-indigo-700 underline">
                {brand.email}
              </a>{" "}
              with "Security report" in the subject. Please include the address or system affected, what you found, and the steps to
              reproduce it.
            </p>
            <p>
              Please give us time to fix an issue before you make it public, and don't access, change or keep data that isn't yours. We
              won't take action against anyone who reports in good faith and follows these rules.
            </p>
            <p>
              Our contact details for researchers are also published in{" "}
              <a href="/.well-known/security.txt" className="font-semibold text-indigo-700 underline">
                security.txt
              </a>
              . How we handle personal data is explained in our{" "}
              <Link to="/privacy-policy" className="font-semibold text-indigo-700 underline">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <div className="card overflow-hidden">
            <table className="w-full text-left text-sm">
              <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">How fast we respond to a report</caption>
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Severity
                  </th>
                  <th scope="col" className="px-4 py-2">
                    First response
                  </th>
                </tr>
              </thead>
              <tbody>
                {securityResponseTimes.map((r) => (
                  <tr key={r.severity} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-4 py-3">
                      <span className="font-semibold text-slate-900">{r.severity}</span>
                      <span className="block font-normal text-slate-600">{r.hint}</span>
                    </th>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">{r.time}</td>
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
