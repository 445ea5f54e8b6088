import Check from "lucide-react/icons/check";
import type { ServiceSlug } from "../../../shared/content/services";
import { serviceIcons } from "../../components/hero/service-icons";

/** A service card's icon (decorative: lucide marks it aria-hidden, the card title says it all). */
export function ServiceIcon({ service }: { service: ServiceSlug }) {
  const Icon = serviceIcons[service];
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
      <Icon size={24} strokeWidth={1.8} />
    </span>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return <Check size={16} strokeWidth={2.5} className={`shrink-0 ${className ?? ""}`} />;
}
