import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-overview.page"),
  paths: [""],
  parent: "admin",
  oneAddress: true,
});
