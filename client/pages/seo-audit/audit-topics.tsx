// What the audit looks at, for visitors deciding whether to run it (and for
// search engines reading this page). Mirrors the checks in server/seo-audit.

const TOPICS = [
  {
    title: "Can search engines index it?",
    items: [
      "HTTP status and redirect chain",
      "noindex in robots meta tags and X-Robots-Tag headers",
      "robots.txt rules for this page",
      "XML sitemap",
      "Canonical URL",
    ],
  },
  {
    title: "What will searchers see?",
    items: [
      "Title tag presence and length",
      "Meta description presence and length",
      "One clear H1 and a tidy heading outline",
      "Language declaration",
      "Alt text on images",
    ],
  },
  {
    title: "Is it fast and mobile-ready?",
    items: ["HTTPS", "Server response time", "HTML size and compression", "Mobile viewport"],
  },
  {
    title: "Does it stand out?",
    items: ["JSON-LD structured data types", "Open Graph and Twitter / X cards for shared links", "Internal and external links"],
  },
] as const;

export function AuditTopics() {
  return (
    <section className="container-page pb-14" aria-labelledby="audit-topics-title">
      <h2 id="audit-topics-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        What the audit checks
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">
        Each check ends in pass, warning or fail with a one-line fix, and the overall score from 0 to 100 weighs them by how much they
        matter for rankings. A page search engines cannot index never scores above 30, however polished the rest.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TOPICS.map((topic) => (
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
