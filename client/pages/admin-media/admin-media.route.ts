import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-media.page"),
  paths: ["media"],
  parent: "admin",
  oneAddress: true,
});
