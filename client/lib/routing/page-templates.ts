import type { RouteModules } from "./page-route";

// A page's template is its route module's name ("home", "service", "blog-post"): what real
// visitors' Web Vitals are counted under (docs/decisions/0027-real-user-vitals.md). Staff
// screens are not the visitors' site, so they are no template.

const isStaffPage = (modules: RouteModules, name: string) => name === "admin" || modules[name]?.parent === "admin";

/** Every template a visitor can see, in the route modules' order. */
export function publicPageTemplates(modules: RouteModules): string[] {
  return Object.keys(modules).filter((name) => !isStaffPage(modules, name));
}

/** The template of a render whose matched routes show these pages (outermost first); null for a staff screen or when no page matched. */
export function pageTemplateOf(modules: RouteModules, matchedPages: readonly string[]): string | null {
  const page = matchedPages.findLast((name) => name in modules);
  return page === undefined || isStaffPage(modules, page) ? null : page;
}
