import { type PageName, pageNames } from "./page-modules";
import { routeModules } from "./route-modules.generated";

/**
 * The five built-in articles (ids 1-5), in the order of their ids: each has its own
 * lazily loaded page, whose route module names its seed post (`builtInArticle`). Their
 * text is the seed file in data/seed/blog/, which the page imports and the database is
 * seeded from, so it lives in one place.
 */
export const builtInArticles: readonly { slug: string; page: PageName }[] = pageNames
  .flatMap((page) => {
    const article = routeModules[page].builtInArticle;
    return article ? [{ id: article.id, slug: article.slug, page }] : [];
  })
  .sort((a, b) => a.id - b.id)
  .map(({ slug, page }) => ({ slug, page }));
