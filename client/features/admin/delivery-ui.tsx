import type { Delivery, DeliveryChannel, DeliveryState } from "../../../shared/schemas/delivery";
import { formatDateTime } from "./admin-ui";

// How the outbox's jobs read in the staff area (the lead page and the outbox page).

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  "team-email": "Team notification email",
  "visitor-email": "Confirmation email to the visitor",
  webhook: "CRM webhook",
  "newsletter-confirmation": "Newsletter confirmation email",
};

/** A channel the outbox added later still gets a readable name. */
export const channelLabel = (channel: string) => CHANNEL_LABELS[channel as DeliveryChannel] ?? channel.replace(/-/g, " ");

const STATE_LABELS: Record<DeliveryState, string> = { pending: "Pending", delivered: "Delivered", failed: "Failed" };
const STATE_CLASSES: Record<DeliveryState, string> = {
  pending: "bg-amber-100 text-amber-900",
  delivered: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>{STATE_LABELS[state]}</span>
  );
}

/** When the job went out, or when it will be tried next. */
export function deliveryTiming(delivery: Delivery): string {
  if (delivery.state === "delivered" && delivery.deliveredAt) return `Delivered ${formatDateTime(delivery.deliveredAt)}`;
  if (delivery.state === "pending" && delivery.nextAttemptAt) return `Next try ${formatDateTime(delivery.nextAttemptAt)}`;
  if (delivery.state === "failed") return "Gave up after its last try";
  return `Queued ${formatDateTime(delivery.createdAt)}`;
}

/** A pending job is sent now; a delivered or failed one is sent again, under the same idempotency key. */
export const resendLabel = (delivery: Delivery) => (delivery.state === "pending" ? "Send now" : "Send again");
