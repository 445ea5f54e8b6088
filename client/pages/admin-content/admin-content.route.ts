import { definePage } from "../../lib/routing/page-route";

// The lists of the proof content staff edit (client/features/admin/content-sections.ts).
export const route = definePage({
  page: () => import("./admin-content.page"),
  paths: [
    { path: "case-studies", variant: "case-studies" },
    { path: "testimonials", variant: "testimonials" },
    { path: "team", variant: "team" },
    { path: "partners", variant: "partners" },
    { path: "landing-pages", variant: "landing-pages" },
  ],
  parent: "admin",
  oneAddress: true,
});
