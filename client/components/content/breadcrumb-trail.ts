import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { contentBlocksDe } from "../../../shared/i18n/pages/content-blocks.de";
import { contentBlocksEn } from "../../../shared/i18n/pages/content-blocks.en";

export interface Crumb {
  name: string;
  path: string;
}

type Section = "/services" | "/case-studies" | "/blog";

/**
 * Home, the section, then the page's own crumbs (plain paths): the site's own steps are
 * named in the region's language, so the visible trail (breadcrumbs.tsx) and the
 * BreadcrumbList JSON-LD read the same; a page's own name (a study's client, an article's
 * title) stays as given (docs/decisions/0017-copy-per-language-and-currency.md).
 */
export function trailIn(region: RegionCode, section: Section, ...own: Crumb[]): Crumb[] {
  const copy = pageCopyFor({ en: contentBlocksEn, de: contentBlocksDe }, region);
  const sectionName = { "/services": copy.services, "/case-studies": copy.caseStudies, "/blog": copy.blog }[section];
  return [{ name: copy.home, path: "/" }, { name: sectionName, path: section }, ...own];
}
