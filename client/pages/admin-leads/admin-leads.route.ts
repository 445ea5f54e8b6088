import { LEAD_FILTER_FIELDS } from "../../../shared/admin/lead-filter-fields";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-leads.page"),
  paths: ["leads"],
  parent: "admin",
  oneAddress: true,
  // The inbox filters and the page number.
  searchParams: [...LEAD_FILTER_FIELDS, "page"],
});
