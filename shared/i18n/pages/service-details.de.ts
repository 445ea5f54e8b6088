import type { ServiceText } from "../../content/service-details";
import type { ServiceSlug } from "../../content/services";
import { aiDevelopmentDe } from "./service-details/ai-development.de";
import { dedicatedResourcesDe } from "./service-details/dedicated-resources.de";
import { googleAdsDe } from "./service-details/google-ads.de";
import { n8nAutomationsDe } from "./service-details/n8n-automations.de";
import { seoDe } from "./service-details/seo.de";
import { webDevelopmentDe } from "./service-details/web-development.de";

/** What each service page says, in German (one module per service). */
export const serviceTextDe: Record<ServiceSlug, ServiceText> = {
  seo: seoDe,
  "web-development": webDevelopmentDe,
  "google-ads": googleAdsDe,
  "ai-development": aiDevelopmentDe,
  "dedicated-resources": dedicatedResourcesDe,
  "n8n-automations": n8nAutomationsDe,
};
