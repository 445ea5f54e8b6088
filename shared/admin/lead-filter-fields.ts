// The leads inbox's filters as query parameters: the form puts them in the address
// (client/features/admin/lead-filters.tsx), and the page's route lets them reach the render
// (client/pages/admin-leads/admin-leads.route.ts).
export const LEAD_FILTER_FIELDS = [
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
] as const;
