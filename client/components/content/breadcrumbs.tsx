import { Link } from "../../lib/region/region-link";
import { useCopy } from "../../lib/region/use-copy";
import { useContentBlocksCopy } from "./use-content-copy";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The visible trail that matches the page's BreadcrumbList JSON-LD; the last
 * crumb is the current page and is not a link.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const copy = useContentBlocksCopy();
  const { nav } = useCopy();
  // Our own pages' crumbs in the visitor's language; the JSON-LD trail keeps the page's names.
  const nameOf = (crumb: Crumb) =>
    ({ "/": copy.home, "/services": nav.services, "/case-studies": copy.caseStudies })[crumb.path] ?? crumb.name;
  return (
    <nav aria-label={copy.breadcrumb} className="border-b border-white/10 bg-navy-950">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-slate-300">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
              {isLast ? (
                <span aria-current="page" className="text-white">
                  {nameOf(crumb)}
                </span>
              ) : (
                <Link to={crumb.path} className="underline-offset-2 hover:text-white hover:underline">
                  {nameOf(crumb)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
