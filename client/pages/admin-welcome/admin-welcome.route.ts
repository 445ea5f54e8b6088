import { definePage } from "../../lib/routing/page-route";

// The page an emailed invitation or reset link opens (shared/admin/staff-accounts.ts STAFF_LINK_PATH):
// before any session, so the staff area shows it without its frame (../admin/admin.page.tsx).
export const route = definePage({
  page: () => import("./admin-welcome.page"),
  paths: ["welcome"],
  parent: "admin",
  oneAddress: true,
});
