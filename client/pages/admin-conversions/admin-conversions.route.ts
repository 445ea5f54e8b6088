import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-conversions.page"),
  paths: ["conversions"],
  parent: "admin",
  oneAddress: true,
});
