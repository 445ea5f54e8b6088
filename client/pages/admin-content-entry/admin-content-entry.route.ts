import { definePage } from "../../lib/routing/page-route";

// One entry's editor (or `new`) of each list in ../admin-content.
export const route = definePage({
  page: () => import("./admin-content-entry.page"),
  paths: [
    { path: "case-studies/:id", variant: "case-study" },
    { path: "testimonials/:id", variant: "testimonial" },
    { path: "team/:id", variant: "team-member" },
    { path: "partners/:id", variant: "partner" },
    { path: "landing-pages/:id", variant: "landing-page" },
  ],
  parent: "admin",
  oneAddress: true,
});
