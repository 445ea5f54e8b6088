/** One strong result per service line on /services, to show the work behind the services (its loader fetches them, services.route.ts). */
export const FEATURED_STUDIES = ["seo-case-study", "junksaway-case-study", "social-land"];
