import { definePage } from "../../lib/routing/page-route";

// Personal data requests: everything stored about one person, as a file, or erased
// (shared/admin/staff-screens.ts: the roles that see lead data).
export const route = definePage({
  page: () => import("./admin-people.page"),
  paths: ["people"],
  parent: "admin",
  oneAddress: true,
  // The person: their address, or one of their leads.
  searchParams: ["email", "lead"],
});
