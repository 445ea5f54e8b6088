import { Link } from "../../lib/region/region-link";
import { caseStudiesForService, caseStudyFilterServices, type CaseStudyService } from "../../../shared/content/case-studies";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";

/**
 * The service filter as plain links (?service=seo): it works without JavaScript,
 * the server renders the filtered list, and with JavaScript the router swaps the
 * list without reloading the page.
 */
export function CaseStudyFilter({ studies, active }: { studies: readonly CaseStudySummary[]; active: CaseStudyService | null }) {
  const copy = useCaseStudiesCopy();
  const options = [
    { key: "all", label: copy.filter.all, href: "/case-studies", count: studies.length, isActive: active === null },
    ...caseStudyFilterServices.map((service) => ({
      key: service,
      label: copy.services[service],
      href: `/case-studies?service=${service}`,
      count: caseStudiesForService(studies, service).length,
      isActive: active === service,
    })),
  ];
  return (
    <nav aria-label={copy.filter.label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={o.key}>
            <Link
              to={o.href}
              aria-current={o.isActive ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
                o.isActive
                  ? "border-indigo-600 bg-indigo-600 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-700"
              }`}
            >
              {o.label}
              <span className={`rounded-full px-2 py-0.5 text-xs ${o.isActive ? "bg-indigo-800" : "bg-slate-100 text-slate-600"}`}>
                {o.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
