import { Link } from "../../lib/region/region-link";
import { useRootData } from "../../root-data-context";

/**
 * The header of the staff area in place of the site's: whose site this is and a way to it, and
 * nothing addressed to visitors (no menu, no region, no "Book a Call"). The staff screens' own
 * navigation follows it (client/features/admin/admin-shell.tsx).
 */
export function StaffHeader() {
  const { brand } = useRootData();
  return (
    <header className="border-b border-slate-800 bg-slate-950 text-white">
      <div className="container-page flex h-12 items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 font-semibold">
          <img src="/images/logo.svg" alt="" width={24} height={24} className="h-6 w-6 shrink-0" />
          <span className="truncate">{brand.name}</span>
          <span className="shrink-0 text-sm font-normal text-slate-400">Staff area</span>
        </p>
        <Link to="/" className="shrink-0 text-sm font-medium text-slate-200 underline-offset-4 hover:text-white hover:underline">
          View the site
        </Link>
      </div>
    </header>
  );
}
