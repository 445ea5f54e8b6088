import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useRootData } from "../../root-data-context";
import { ExternalLink } from "../ui/external-link";
import { headerLinks } from "./nav-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-indigo-700 bg-indigo-50" : "text-slate-700 hover:text-indigo-700 hover:bg-slate-100"
  }`;

export function SiteHeader() {
  const { brand } = useRootData();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // The mobile menu closes whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <NavLink to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label={`${brand.name} home`}>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span className="text-lg">{brand.name}</span>
        </NavLink>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ExternalLink href={brand.bookingUrl} className="btn btn-primary hidden sm:inline-flex">
            Book a Call
          </ExternalLink>
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-ghost md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{isMenuOpen ? "Close menu" : "Open menu"}</span>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <nav id={menuId} aria-label="Mobile" hidden={!isMenuOpen} className="border-t border-slate-200 md:hidden">
        <ul className="container-page flex flex-col py-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={({ isActive }) => `block ${linkClass({ isActive })}`}>
                {"mobileLabel" in link ? link.mobileLabel : link.label}
              </NavLink>
            </li>
          ))}
          <li className="py-2">
            <ExternalLink href={brand.bookingUrl} className="btn btn-primary w-full">
              Book a Call
            </ExternalLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
