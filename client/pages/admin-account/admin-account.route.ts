import { definePage } from "../../lib/routing/page-route";

// The signed-in person's own account: passkeys and sessions (shared/admin/staff-screens.ts).
export const route = definePage({
  page: () => import("./admin-account.page"),
  paths: ["account"],
  parent: "admin",
  oneAddress: true,
});
