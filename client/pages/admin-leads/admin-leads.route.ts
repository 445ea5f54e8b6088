import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./admin-leads.page"),
  paths: ["leads"],
  parent: "admin",
  oneAddress: true,
  // client/features/admin/lead-filters.tsx FILTER_FIELDS, and the page number
  searchParams: [
    "q",
    "formType",
    "source",
    "region",
    "status",
    "trafficSource",
    "campaign",
    "spam",
    "from",
    "to",
    "minScore",
    "sort",
    "page",
  ],
});
