/**
 * The study beside the home hero's promise (home-proof.tsx; its loader fetches it, home.route.ts):
 * an agency that grew its output with a dedicated team is the story closest to the agencies who visit.
 */
export const HOME_PROOF_STUDY = "koala-digital";
