import { BrainCircuit, CodeXml, Search, Target, Users, Workflow, type LucideIcon } from "lucide-react";
import type { ServiceSlug } from "../../../shared/content/services";

/** One icon per service line, wherever the site shows one: the home page's service cards and the hero panels. */
export const serviceIcons: Record<ServiceSlug, LucideIcon> = {
  seo: Search,
  "web-development": CodeXml,
  "google-ads": Target,
  "ai-development": BrainCircuit,
  "dedicated-resources": Users,
  "n8n-automations": Workflow,
};
