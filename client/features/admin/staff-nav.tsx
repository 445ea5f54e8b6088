import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { StaffRole } from "../../../shared/admin/staff-roles";
import { NavLink } from "../../lib/region/region-link";
import { currentStaffLink, staffNavFor } from "./staff-nav-groups";

// The staff area's sections (./staff-nav-groups.ts): a column beside the screen from the lg
// breakpoint up, and on a phone a button naming the current section that opens the same list
// (the disclosure pattern: a real button with aria-expanded; Escape closes it and gives focus back).
// tests/e2e/staff-nav-admin.spec.ts holds both widths.

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm lg:py-1.5 ${
    isActive ? "bg-white font-semibold text-slate-900 shadow-sm" : "text-slate-700 hover:bg-white/70 hover:text-slate-900"
  }`;

export function StaffNav({ role }: { role: StaffRole }) {
  const groups = staffNavFor(role);
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = currentStaffLink(groups, pathname);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <nav aria-label="Staff area" onKeyDown={handleKeyDown} className="lg:sticky lg:top-4 lg:self-start">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen(!isOpen)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 text-left text-sm font-medium text-slate-900 shadow-sm lg:hidden"
      >
        {isOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
        <span>Sections</span>
        {current ? <span className="truncate text-slate-500">· {current.label}</span> : null}
      </button>
      <ul
        id={listId}
        className={`${isOpen ? "block" : "hidden"} mt-2 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0`}
      >
        {groups.map((group, index) => (
          <li key={group.heading ?? "overview"}>
            {group.heading ? (
              <span id={`${listId}-${index}`} className="mb-1 block px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {group.heading}
              </span>
            ) : null}
            <ul aria-labelledby={group.heading ? `${listId}-${index}` : undefined} className="space-y-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/admin"} className={linkClass} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
