import { OutboxFilterSchema, type MailList, type OutboxPage } from "../../../shared/schemas/delivery";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { DeliveryService } from "../../delivery/delivery-service";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";
import { notFoundMessage, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";

// The staff side of lead delivery (docs/decisions/0013-lead-delivery.md): the
// outbox's pending and failed jobs, "Send again", and the emails written to the
// mail folder when no SMTP server is configured. Behind the admin session.

export function registerDeliveryRoutes(routes: StaffRoutes, deps: { delivery: DeliveryService; logger: Logger }): void {
  const { delivery, logger } = deps;
  const { outbox } = delivery;

  routes.get("/outbox", "leadData", async (req, res) => {
    const { state } = parseOr400(OutboxFilterSchema, req.query, "state");
    const body: OutboxPage = { jobs: await outbox.list(state) };
    res.json(body);
  });

  // "Send again": the same job (and idempotency key), due now, with a fresh set of retries.
  routes.post("/deliveries/:id/resend", "leadData", async (req, res) => {
    const id = idParam(req.params.id, "Delivery");
    const job = await outbox.get(id);
    if (!job) throw new HttpError(404, notFoundMessage("Delivery"));
    const now = delivery.clock.now();
    if (job.leaseUntil !== null && job.leaseUntil > now) throw new HttpError(409, STAFF_API_MESSAGES.deliveryBusy);
    const requeued = (await outbox.requeue(id, now))!;
    delivery.wake();
    logger.info({ adminId: signedInAdmin(res).id, jobId: id, channel: requeued.channel }, "delivery queued again");
    res.status(202).json(requeued);
  });

  routes.get("/mail", "leadData", async (_req, res) => {
    const body: MailList = { enabled: delivery.isMailDirectoryInUse, messages: await delivery.mailDirectory.list() };
    res.json(body);
  });

  routes.get("/mail/:id", "leadData", async (req, res) => {
    const mail = await delivery.mailDirectory.read(String(req.params.id));
    if (!mail) throw new HttpError(404, notFoundMessage("Email"));
    res.json(mail);
  });
}
