import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NavLink } from "../../lib/region/region-link";
import { useOpenedMenu } from "../../lib/attention/use-opened-menu";
import { RegionSwitcher } from "../../lib/region/region-switcher";
import { useCopy } from "../../lib/region/use-copy";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { useRootData } from "../../root-data-context";
import type { HeaderLink } from "../../lib/routing/page-route";
import { BookingLink } from "../../lib/booking/booking-link";
import { BrandLogo } from "./brand-mark";

// Links only: static parts of the header, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const HeaderLinks = defineStaticPart("header-links", () => import("./header-links").then((m) => m.HeaderLinkList));

/** One header on a page, so a fixed id: its HTML is kept between pages (client/app/site-shell.tsx), where useId's would not match. */
const MENU_ID = "site-menu";

/**
 * The header (docs/product-rules.md#pages-and-navigation): the eight links (the current page marked with aria-current by
 * NavLink), the region switcher and the button that books a call (the region's booking
 * page, new tab). From the md breakpoint up the links show (on a row of their own until lg);
 * below it they fold into a menu behind a toggle (aria-expanded; Esc closes it
 * and focus returns to the toggle).
 */
export function SiteHeader({ links: headerLinks }: { links: readonly HeaderLink[] }) {
  const { brand } = useRootData();
  const copy = useCopy();
  const nav = copy.nav;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A popup never opens over the menu (client/lib/attention/page-attention.ts).
  useOpenedMenu(isMenuOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the page changes.
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
      <div className="container-page flex items-center justify-between gap-x-1 min-[360px]:gap-x-2 md:flex-wrap">
        {/* The brand name is never cut off: on the narrowest phones (320 px) it is a size smaller, and
            a longer name than ours wraps onto a second line rather than losing its end. */}
        {/* `end`: the brand link is the current page on the home page only, not on every page under /de or /uk. */}
        <NavLink
          to="/"
          end
          className="flex h-16 min-w-0 items-center gap-1.5 font-bold text-slate-900 min-[360px]:gap-2"
          aria-label={nav.homeLink(brand.name)}
        >
          <BrandLogo brand={brand} className="h-7 shrink-0 min-[360px]:h-8" />
          <span className="text-[0.9375rem] leading-tight tracking-tight min-[360px]:text-lg min-[360px]:tracking-normal md:max-xl:sr-only">
            {brand.name}
          </span>
        </NavLink>
        <nav
          aria-label={nav.main}
          className="hidden md:order-last md:block md:w-full md:border-t md:border-slate-100 lg:order-none lg:w-auto lg:border-0"
        >
          <HeaderLinks links={headerLinks} inMenu={false} />
        </nav>
        <div className="flex h-16 shrink-0 items-center gap-1">
          <RegionSwitcher />
          <BookingLink className="btn btn-primary hidden md:inline-flex">{nav.bookCall}</BookingLink>
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-ghost px-2 min-[360px]:px-2.5 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{isMenuOpen ? nav.closeMenu : nav.openMenu}</span>
            {isMenuOpen ? <X size={24} /> : <Menu size={24} />}
          </button>
        </div>
      </div>
      <nav id={MENU_ID} aria-label={nav.mobile} hidden={!isMenuOpen} className="border-t border-slate-200 md:hidden">
        <HeaderLinks links={headerLinks} inMenu />
      </nav>
    </header>
  );
}
