import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin.page"),
  // The staff area (docs/decisions/0009-admin-security.md), at one address (US): its pages fetch their data
  // in the browser after sign-in; the server renders only the sign-in (and never caches /admin).
  paths: ["admin"],
  oneAddress: true,
});
