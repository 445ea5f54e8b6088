import { Link, useRegionalPath } from "../../lib/region/region-link";
import { isActiveCategory, searchForFilters, type BlogFilters, type CategoryOption } from "./blog-list-rules";
import { useBlogCopy } from "./use-blog-copy";

/**
 * The search box. A plain GET form, so searching works without JavaScript
 * (the server renders /blog?q=...); with it, the list filters as the visitor
 * types and the address follows (onChange).
 */
export function BlogSearchForm({ value, category, onChange }: { value: string; category: string | null; onChange: (q: string) => void }) {
  const regional = useRegionalPath();
  const copy = useBlogCopy();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper adds nothing.
    <form
      method="get"
      action={regional("/blog")}
      role="search"
      className="flex w-full max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault(); // already applied while typing
        (event.currentTarget.elements.namedItem("q") as HTMLInputElement | null)?.blur();
      }}
    >
      <label htmlFor="blog-search" className="sr-only">
        {copy.searchLabel}
      </label>
      <input
        id="blog-search"
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={copy.searchPlaceholder}
        autoComplete="off"
        className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500"
      />
      {category && <input type="hidden" name="category" value={category} />}
      <button type="submit" className="btn btn-primary shrink-0">
        {copy.search}
      </button>
    </form>
  );
}

/** Category buttons with counts, 'All Posts' first. Links, so each filter has its own address. */
export function CategoryFilter({ options, filters }: { options: CategoryOption[]; filters: BlogFilters }) {
  const copy = useBlogCopy();
  return (
    <nav aria-label={copy.categories}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isActive = isActiveCategory(option, filters);
          return (
            <li key={option.label}>
              <Link
                to={`/blog${searchForFilters({ q: filters.q, category: option.value })}`}
                preventScrollReset
                aria-current={isActive ? "true" : undefined}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors ${
                  isActive
                    ? "border-indigo-600 bg-indigo-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-700"
                }`}
              >
                {option.value === null ? copy.allPosts : <span lang="en">{option.label}</span>}{" "}
                <span className={isActive ? "text-indigo-100" : "text-slate-500"}>({option.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
