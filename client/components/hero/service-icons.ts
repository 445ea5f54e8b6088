import { Bot, Code2, MousePointerClick, Search, Users, Workflow, type LucideIcon } from "lucide-react";
import type { ServiceSlug } from "../../../shared/content/services";

/** One icon per service line, wherever a hero panel lists services. */
export const serviceIcons: Record<ServiceSlug, LucideIcon> = {
  seo: Search,
  "web-development": Code2,
  "google-ads": MousePointerClick,
  "ai-development": Bot,
  "dedicated-resources": Users,
  "n8n-automations": Workflow,
};
