import type { Brand } from "../../shared/brand";
import type { Mailbox } from "./mail-address";

/** What every message builder needs from the configuration. */
export interface MailContext {
  brand: Brand;
  siteUrl: string;
  from: Mailbox;
  /** The team's addresses (LEAD_NOTIFY_TO). */
  notifyTo: Mailbox[];
}

/** "1 Mar 2026, 10:15 UTC": the team may sit in several time zones, so UTC is said out loud. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}
