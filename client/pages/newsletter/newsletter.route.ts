import { claimLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./newsletter.page"),
  paths: ["newsletter"],
  // The subscribers' figure its head and hero state (docs/decisions/0040-site-settings.md).
  loader: claimLoader("subscribers"),
  // The figure travels as loader data; the hydrated form reads no query.
  queriesStayOnServer: true,
  // "News letter" on desktop, "Newsletter" in the mobile menu.
  nav: [{ menu: "header", position: 8, label: "newsletter", mobileLabel: "newsletterMobile" }],
});
