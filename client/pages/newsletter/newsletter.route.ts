import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./newsletter.page"),
  paths: ["newsletter"],
  // "News letter" on desktop, "Newsletter" in the mobile menu.
  nav: [{ menu: "header", position: 8, label: "newsletter", mobileLabel: "newsletterMobile" }],
});
