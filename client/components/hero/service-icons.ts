import type { LucideIcon } from "lucide-react";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import CodeXml from "lucide-react/icons/code-xml";
import Search from "lucide-react/icons/search";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Workflow from "lucide-react/icons/workflow";
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
