import BrainCircuit from "lucide-react/icons/brain-circuit";
import CodeXml from "lucide-react/icons/code-xml";
import Tag from "lucide-react/icons/tag";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import type { PopupIcon as IconName } from "./popup-options";

// Lucide icons for the interest tiles (decorative: lucide marks them aria-hidden).
const ICONS: Record<IconName, typeof Tag> = {
  growth: TrendingUp,
  tag: Tag,
  target: Target,
  code: CodeXml,
  team: Users,
  spark: BrainCircuit,
};

export function PopupIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon size={24} strokeWidth={1.8} className={className} />;
}
