import type { LoaderFunctionArgs } from "react-router";
import { loadNewsletterLink } from "../../api/newsletter-link";
import { definePage } from "../../lib/routing/page-route";

// The double opt-in link of the newsletter's emails (?token=...), at one address: it is
// noindex, and the links in emails already sent must keep working.
export const route = definePage({
  page: () => import("./newsletter-confirm.page"),
  paths: ["newsletter/confirm"],
  oneAddress: true,
  // client/api/newsletter-link.ts: the signed token of the emailed link
  searchParams: ["token"],
  loader:
    (deps) =>
    ({ request }: LoaderFunctionArgs) =>
      loadNewsletterLink(deps.api, "confirm", request),
});
