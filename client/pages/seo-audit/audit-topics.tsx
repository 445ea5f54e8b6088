import { useSeoAuditCopy } from "./use-seo-audit-copy";

// What the audit looks at, for visitors deciding whether to run it (and for
// search engines reading this page). Mirrors the checks in server/seo-audit.

export function AuditTopics() {
  const copy = useSeoAuditCopy().topics;
  return (
    <section className="container-page pb-14" aria-labelledby="audit-topics-title">
      <h2 id="audit-topics-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.list.map((topic) => (
          <li key={topic.title} className="card p-6">
            <h3 className="font-semibold text-slate-900">{topic.title}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {topic.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
