import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-outbox.page"),
  paths: ["outbox"],
  parent: "admin",
  oneAddress: true,
  // the written email shown beside the outbox
  searchParams: ["mail"],
});
