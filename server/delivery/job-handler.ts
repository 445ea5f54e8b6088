import { realName } from "../../shared/content/lead-labels";
import { isLanguage } from "../../shared/language";
import type { LeadDeliveryQueries } from "../db/lead-delivery.queries";
import type { NewsletterQueries } from "../db/newsletter.queries";
import { mailFileStem } from "../mail/mail-directory";
import type { MailContext } from "../mail/mail-context";
import { newsletterConfirmation } from "../mail/newsletter-confirmation";
import type { MailTransport } from "../mail/outgoing-mail";
import { teamNotification } from "../mail/team-notification";
import { visitorConfirmation } from "../mail/visitor-confirmation";
import { CONFIRM_LINK_DAYS, type NewsletterLinks } from "../newsletter/newsletter-links";
import { leadWebhookBody } from "./lead-webhook-body";
import type { WebhookSender } from "./webhook-sender";
import { PermanentDeliveryError, type JobHandler } from "./worker";

// One attempt of one job: build the message from the stored lead (so a retry
// says the same) and hand it to its receiver. Throwing means "try again later".

export interface JobHandlerDeps {
  leads: LeadDeliveryQueries;
  newsletter: NewsletterQueries;
  links: NewsletterLinks;
  mail: MailTransport;
  webhook: WebhookSender | null;
  context: MailContext;
  /**
   * The brand as the site settings have it when the job runs (docs/decisions/0040-site-settings.md):
   * the contacts and colours an email shows are the ones the site shows.
   */
  siteBrand?: () => Promise<MailContext["brand"]>;
}

export function createJobHandler(deps: JobHandlerDeps): JobHandler {
  return async (job) => {
    const lead = await deps.leads.get(job.leadId);
    if (!lead) throw new PermanentDeliveryError("The lead no longer exists");
    const context: MailContext = deps.siteBrand ? { ...deps.context, brand: await deps.siteBrand() } : deps.context;
    const queuedAt = new Date(job.queuedAt);
    const identity = {
      messageId: job.idempotencyKey,
      date: queuedAt,
      fileStem: mailFileStem(queuedAt, job.channel, job.leadId, job.idempotencyKey),
    };
    // A repeated newsletter sign-up asks for the confirmation in the language of that visit.
    const language = isLanguage(job.payload.language) ? job.payload.language : lead.language;

    switch (job.channel) {
      case "team-email":
        return deps.mail.send(teamNotification(lead, context), identity);
      case "visitor-email":
        return deps.mail.send(visitorConfirmation({ ...lead, language }, context), identity);
      case "newsletter-confirmation": {
        const subscription = await deps.newsletter.get(job.leadId);
        if (!subscription) throw new PermanentDeliveryError("The subscription no longer exists");
        const mail = newsletterConfirmation(
          {
            email: subscription.email,
            name: realName(subscription.name),
            language,
            confirmUrl: deps.links.confirmUrl(job.leadId, job.queuedAt),
            unsubscribeUrl: deps.links.unsubscribeUrl(job.leadId),
            validDays: CONFIRM_LINK_DAYS,
          },
          context,
        );
        return deps.mail.send(mail, identity);
      }
      case "webhook":
        if (!deps.webhook) throw new PermanentDeliveryError("LEAD_WEBHOOK_URL is not set any more");
        return deps.webhook.send(job.idempotencyKey, leadWebhookBody(lead, context.siteUrl));
    }
  };
}
