import { Link } from "../../lib/region/region-link";

/** "← Newer · Page 2 of 5 · Older →" under a list the address pages through (?page=N, the other parameters kept). */
export function Pager({ params, page, total, pageSize }: { params: URLSearchParams; page: number; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to <= 1) next.delete("page");
    else next.set("page", String(to));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="btn btn-outline">
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className="btn btn-outline">
          Older →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
