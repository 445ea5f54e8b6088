// biome-ignore lint/style/noRestrictedImports: a renamed page's old slug moves with its region and query (regionPath below).
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { REQUEST_MESSAGES } from "../../../shared/i18n/api-messages";
import { LANDING_SEGMENT, SPLIT_PAGE_CACHE_CONTROL } from "../../../shared/landing/landing-rules";
import { regionOfPath, regionPath } from "../../../shared/region-addresses";
import type { RouteDeps } from "../../api/route-deps";

/**
 * A landing page's loader: the page in its address's region with the variant and headline the
 * address names (on the server, what server/ssr/landing-address.ts put there; in the browser, the
 * ad's own parameter, which the API reads the same way). A page split in variants says so in its
 * Cache-Control, so that no shared cache keeps one visitor's variant for everyone.
 */
export function landingLoader({ api }: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const region = regionOfPath(url.pathname);
    const answer = await api.landingPage(region, params.slug ?? "", url.search);
    if (answer.kind === "moved") throw redirect(`${regionPath(region, `/${LANDING_SEGMENT}/${answer.slug}`)}${url.search}`, 301);
    if (answer.kind === "none") throw data({ message: REQUEST_MESSAGES.landingPageNotFound }, { status: 404, statusText: "Not Found" });
    return answer.page.split ? data(answer.page, { headers: { "Cache-Control": SPLIT_PAGE_CACHE_CONTROL } }) : answer.page;
  };
}
