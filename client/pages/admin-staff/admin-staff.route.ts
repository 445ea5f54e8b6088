import { definePage } from "../../lib/routing/page-route";

// Staff accounts, for owners (shared/admin/staff-screens.ts).
export const route = definePage({
  page: () => import("./admin-staff.page"),
  paths: ["staff"],
  parent: "admin",
  oneAddress: true,
});
