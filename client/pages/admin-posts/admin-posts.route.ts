import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-posts.page"),
  paths: ["posts"],
  parent: "admin",
  oneAddress: true,
});
