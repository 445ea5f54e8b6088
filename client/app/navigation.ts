import type { FooterLink, HeaderLink, NavEntry, RouteModules } from "../lib/routing/page-route";
import { routeModules } from "../pages/route-modules.generated";
import { fixedPaths } from "../route-addresses";

// The site's menus, from the `nav` entries of the route modules (docs/decisions/0020-route-modules.md);
// their labels are UI copy (shared/i18n). A link goes to the page's own (first) address unless it names one.

function menu<L>(modules: RouteModules, link: (entry: NavEntry, to: string) => L | null): L[] {
  return Object.keys(modules)
    .flatMap((name) => (modules[name]!.nav ?? []).map((entry) => ({ entry, link: link(entry, entry.to ?? fixedPaths(modules, name)[0]!) })))
    .filter((item): item is { entry: NavEntry; link: L } => item.link !== null)
    .sort((a, b) => a.entry.position - b.entry.position)
    .map((item) => item.link);
}

const footerMenu = (modules: RouteModules, which: NavEntry["menu"]) =>
  menu<FooterLink>(modules, (entry, to) => (entry.menu === which && entry.menu !== "header" ? { to, label: entry.label } : null));

export function navigationOf(modules: RouteModules): { header: HeaderLink[]; footerServices: FooterLink[]; footerLegal: FooterLink[] } {
  return {
    header: menu<HeaderLink>(modules, (entry, to) =>
      entry.menu === "header" ? { to, label: entry.label, ...(entry.mobileLabel ? { mobileLabel: entry.mobileLabel } : {}) } : null,
    ),
    footerServices: footerMenu(modules, "footer-services"),
    footerLegal: footerMenu(modules, "footer-legal"),
  };
}

/** The header's links, in order, and the footer's service and policy links. */
export const siteNavigation = navigationOf(routeModules);
