import BrainCircuit from "lucide-react/icons/brain-circuit";
import Check from "lucide-react/icons/check";
import CodeXml from "lucide-react/icons/code-xml";
import Search from "lucide-react/icons/search";
import Target from "lucide-react/icons/target";
import type { ServiceIcon as IconName } from "../../../shared/content/home";

// Lucide icons for the service cards (decorative: lucide marks them aria-hidden, the card title
// says it all). Each is imported from its own module so the page chunk holds only these.
const ICONS: Record<IconName, typeof Search> = {
  search: Search,
  target: Target,
  code: CodeXml,
  spark: BrainCircuit,
};

export function ServiceIcon({ name }: { name: IconName }) {
  const Icon = ICONS[name];
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
      <Icon size={24} strokeWidth={1.8} />
    </span>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return <Check size={16} strokeWidth={2.5} className={`shrink-0 ${className ?? ""}`} />;
}
