import { Link } from "../../lib/region/region-link";
import type { Crumb } from "./breadcrumb-trail";
import { useContentBlocksCopy } from "./use-content-copy";

/**
 * The visible trail that matches the page's BreadcrumbList JSON-LD (both from
 * breadcrumb-trail.ts); the last crumb is the current page and is not a link.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const copy = useContentBlocksCopy();
  return (
    <nav aria-label={copy.breadcrumb} className="border-b border-white/10 bg-brand-deep">
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
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline-offset-2 hover:text-white hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
