import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-lead.page"),
  paths: ["leads/:id"],
  parent: "admin",
  oneAddress: true,
});
