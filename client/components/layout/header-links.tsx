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

/**
 * The header's links, the current page marked (aria-current) by NavLink: the row from the md
 * breakpoint up, or in the folded menu below it, where the button that books a call ends the list.
 */
export function HeaderLinkList({ links, inMenu }: { links: readonly HeaderLink[]; inMenu: boolean }) {
  const nav = useCopy().nav;
  return (
    <ul className={inMenu ? "container-page flex flex-col py-2" : "flex items-center justify-center py-1 lg:py-0"}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={inMenu ? menuLinkClass : linkClass}>
            {nav[(inMenu && link.mobileLabel) || link.label]}
          </NavLink>
        </li>
      ))}
      {inMenu && (
        <li className="py-2">
          <BookingLink className="btn btn-primary w-full">{nav.bookCall}</BookingLink>
        </li>
      )}
    </ul>
  );
}
