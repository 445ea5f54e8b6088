// The six services' addresses (/services/<slug>), in the order ./services.ts lists them: a
// module of its own, because the route table (client/pages/service/service.route.ts, in every
// page's script) needs the addresses and none of the services' text.

export const SERVICE_SLUGS = ["seo", "web-development", "google-ads", "ai-development", "dedicated-resources", "n8n-automations"] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
