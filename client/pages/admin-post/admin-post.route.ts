import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-post.page"),
  paths: ["posts/:id"],
  parent: "admin",
  oneAddress: true,
});
