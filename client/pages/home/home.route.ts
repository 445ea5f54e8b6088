import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";
import { HOME_PROOF_STUDY } from "./home-proof-study";

export const route = definePage({
  page: () => import("./home.page"),
  paths: [""],
  loader: proofLoader({ cards: [HOME_PROOF_STUDY], testimonials: true, team: true, partners: true, facts: true }),
  // The proof is drawn by static parts (./home.page.tsx); the hydrated header, form and popups read no query.
  queriesStayOnServer: true,
  nav: [{ menu: "header", position: 1, label: "home" }],
});
