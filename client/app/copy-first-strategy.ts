import type { DataStrategyFunction, DataStrategyResult } from "react-router";
import { languageForRegion } from "../../shared/i18n/copy";
import { regionOfRender } from "../head/page-meta";
import { loadCopy } from "../lib/region/copy-loading";
import { keepVisitQuery } from "../../shared/visit-query";

/** A loader's redirect (an old slug) as react-router hands it over: a Response with a Location. */
const redirectLocation = (result: DataStrategyResult): string | null =>
  result.result instanceof Response && result.result.status >= 300 && result.result.status < 400
    ? result.result.headers.get("Location")
    : null;

/**
 * react-router's data strategy for the browser: the matched routes' code and loaders as by default,
 * then the UI copy of the page's language before the page renders. The page loaded with its own
 * language's copy alone; the other is fetched on the first navigation to a page in it (a change of
 * region), so that page never renders without its words (client/lib/region/copy-loading.ts). A
 * loader's redirect keeps the navigation's query, as the server's do (shared/visit-query.ts).
 */
export function copyFirstStrategy(loadedData: () => Record<string, unknown>): DataStrategyFunction {
  return async ({ matches, request }) => {
    // As react-router's own default strategy chooses them.
    const toLoad = matches.filter((m) => m.shouldLoad);
    const results: Record<string, DataStrategyResult> = {};
    (await Promise.all(toLoad.map((m) => m.resolve()))).forEach((result, i) => {
      results[toLoad[i]!.route.id] = result;
    });
    for (const result of Object.values(results)) {
      const location = redirectLocation(result);
      if (location) (result.result as Response).headers.set("Location", keepVisitQuery(location, request.url));
    }
    const loaderData = { ...loadedData() };
    const errors: Record<string, unknown> = {};
    for (const [id, result] of Object.entries(results)) {
      if (result.type === "error") errors[id] = result.result;
      else loaderData[id] = result.result;
    }
    const region = regionOfRender({ pathname: new URL(request.url).pathname, matches, loaderData, errors });
    await loadCopy(languageForRegion(region));
    return results;
  };
}
