// biome-ignore lint/style/noRestrictedImports: a renamed page's old slug moves with its region and query (regionPath below).
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { NOT_FOUND_MESSAGES } from "../../../shared/i18n/api-messages";
import { SPLIT_PAGE_CACHE_CONTROL } from "../../../shared/landing/landing-params";
import { LANDING_SEGMENT } from "../../../shared/region-addresses";
import { landingHeadOf } from "../../../shared/landing/landing-view";
import { regionOfPath, regionPath } from "../../../shared/region-addresses";
import { landingPageQuery } from "../../api/content.queries";
import type { RouteDeps } from "../../api/route-deps";

/**
 * A landing page's loader: the page in its address's region with the variant and headline the
 * address names (on the server, what server/ssr/landing-address.ts put there; in the browser, the
 * ad's own parameter, which the API reads the same way), into the query cache; the route's data is
 * its head. A page split in variants says so in its Cache-Control, so that no shared cache keeps
 * one visitor's variant for everyone.
 */
export function landingLoader({ api, queryClientFor }: RouteDeps) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const region = regionOfPath(url.pathname);
    const answer = await (await queryClientFor(context)).ensureQueryData(landingPageQuery(api, region, params.slug ?? "", url.search));
    if (answer.kind === "moved") throw redirect(`${regionPath(region, `/${LANDING_SEGMENT}/${answer.slug}`)}${url.search}`, 301);
    if (answer.kind === "none") throw data({ message: NOT_FOUND_MESSAGES.landingPageNotFound }, { status: 404, statusText: "Not Found" });
    const head = landingHeadOf(answer.page, url.search);
    return answer.page.split ? data(head, { headers: { "Cache-Control": SPLIT_PAGE_CACHE_CONTROL } }) : head;
  };
}
