import { definePage } from "../../lib/routing/page-route";

// The site settings' editor (client/features/admin/settings-form.tsx).
export const route = definePage({
  page: () => import("./admin-settings.page"),
  paths: ["settings"],
  parent: "admin",
  oneAddress: true,
});
