import type { Delivery } from "../../shared/schemas/delivery";
import type { Db } from "../db/connection";

// The seam between the leads and the delivery outbox (docs/decisions/0014): the
// staff area lists a lead's jobs and its discount code through this interface,
// and restoring a lead from spam queues its deliveries through it, inside the
// restore's transaction. The outbox module (durable jobs, the worker) implements
// it; this module is its stand-in while the outbox is not in this branch, and
// answers that a lead has no jobs yet.

export interface LeadDeliveries {
  /** Queues every delivery the lead calls for; runs inside the caller's transaction. */
  enqueueDeliveriesForLead(leadId: number): void;
  /** The lead's jobs, oldest first. */
  deliveriesOf(leadId: number): Delivery[];
  /** The exit popup's discount code stored with the lead, if any. */
  discountCodeOf(leadId: number): string | null;
}

export function createLeadDeliveries(_db: Db): LeadDeliveries {
  return {
    enqueueDeliveriesForLead: () => {},
    deliveriesOf: () => [],
    discountCodeOf: () => null,
  };
}
