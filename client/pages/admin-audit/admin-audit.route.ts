import { definePage } from "../../lib/routing/page-route";

// The audit trail, for owners (shared/admin/staff-screens.ts).
export const route = definePage({
  page: () => import("./admin-audit.page"),
  paths: ["audit"],
  parent: "admin",
  oneAddress: true,
  // The filters and the page number.
  searchParams: ["action", "actor", "from", "to", "page"],
});
