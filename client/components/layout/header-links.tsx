import { BookingLink } from "../../lib/booking/booking-link";
import { NavLink } from "../../lib/region/region-link";
import { useCopy } from "../../lib/region/use-copy";
import type { HeaderLink } from "../../lib/routing/page-route";

// The header's two lists of links: static parts of the header (./site-header.tsx). Each is only
// links, and rendering their NavLinks on every request was about a fifth of a home page's render
// (docs/decisions/0004-performance-budget.md).

const linkColours = (isActive: boolean) =>
  isActive ? "text-indigo-700 bg-indigo-50" : "text-slate-700 hover:text-indigo-700 hover:bg-slate-100";
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${linkColours(isActive)}`;
// Menu rows are taller: easier to hit with a finger.
const menuLinkClass = ({ isActive }: { isActive: boolean }) => `block rounded-md px-2.5 py-3 text-sm font-medium ${linkColours(isActive)}`;

/** The row of links from the md breakpoint up, the current page marked (aria-current) by NavLink. */
export function HeaderNavList({ links }: { links: readonly HeaderLink[] }) {
  const nav = useCopy().nav;
  return (
    <ul className="flex items-center justify-center py-1 lg:py-0">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
            {nav[link.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The folded menu's links below the md breakpoint, then the button that books a call. */
export function MenuNavList({ links }: { links: readonly HeaderLink[] }) {
  const nav = useCopy().nav;
  return (
    <ul className="container-page flex flex-col py-2">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={menuLinkClass}>
            {nav[link.mobileLabel ?? link.label]}
          </NavLink>
        </li>
      ))}
      <li className="py-2">
        <BookingLink className="btn btn-primary w-full">{nav.bookCall}</BookingLink>
      </li>
    </ul>
  );
}
