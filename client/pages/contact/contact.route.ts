import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./contact.page"),
  paths: ["contact"],
  // shared/content/offers.ts contactPrefill
  searchParams: ["service", "coupon", "promo"],
  nav: [{ menu: "header", position: 7, label: "contact" }],
  prefetch: true,
});
