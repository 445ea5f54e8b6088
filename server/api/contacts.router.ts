import express, { Router, type Request, type Response } from "express";
import type { Store } from "express-rate-limit";
import { CONTACTS_RATE_WINDOW_MS, LEAD_BODY_LIMIT } from "../../shared/constants";
import { LeadSchema, type LeadCreated } from "../../shared/schemas/lead";
import { NEWSLETTER_FORM_TYPE } from "../../shared/lead-form-types";
import type { FormState } from "../../shared/form-state";
import type { LeadContext } from "../db/leads.queries";
import type { LeadStore } from "../delivery/store-lead";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { fieldErrorsOf, visitorRecord } from "../field-errors";
import { leadFromFormPost } from "./form-adapters";
import { formValues, parseFormFields, returnPathOf, type SitePages } from "./form-post";
import { readLeadControls, type LeadControlDeps } from "./lead-controls";
import { perClientLimit } from "./per-client-limit";
import { nulFieldErrors } from "./nul-characters";
import { LEAD_API_MESSAGES, REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

export interface ContactsRouterDeps {
  /** Stores the lead and queues its deliveries in one transaction (server/delivery/store-lead.ts). */
  store: LeadStore;
  logger: Logger;
  /** Leads per client IP per 10 minutes; 0 turns the limit off. */
  rateLimit: number;
  /** Where the limit's counts are kept: the database, shared by every instance (rate-limit-store.ts). */
  rateLimitStore: Store;
  /** The site's pages: a plain form post returns only to one of them. */
  sitePages: SitePages;
  /** Re-renders the page a plain HTML form came from, with what went wrong. */
  renderForm(req: Request, res: Response, returnTo: string, formState: FormState, status: number): Promise<unknown>;
  /** Reading the attribution and spam-defence fields (lead-controls.ts). */
  controls: LeadControlDeps;
}

const isFormPost = (req: Request) => req.is(FORM_TYPE) === FORM_TYPE;

export function createContactsRouter(deps: ContactsRouterDeps): Router {
  const router = Router();

  // 415 before anything reads the body: only JSON (scripts) and urlencoded (plain forms).
  const requireLeadContentType = (req: Request, _res: Response, next: () => void) => {
    if (!req.headers["content-type"]) throw new HttpError(415, REQUEST_MESSAGES.contentTypeMissing);
    if (!req.is([JSON_TYPE, FORM_TYPE])) throw new HttpError(415, REQUEST_MESSAGES.contentTypeUnsupported);
    next();
  };
  const parseBody = [
    express.json({ limit: LEAD_BODY_LIMIT, type: JSON_TYPE }),
    express.text({ limit: LEAD_BODY_LIMIT, type: FORM_TYPE }),
    (req: Request, _res: Response, next: () => void) => {
      if (isFormPost(req) && typeof req.body === "string") req.body = parseFormFields(req.body);
      next();
    },
  ];
  const limitRate = perClientLimit({
    windowMs: CONTACTS_RATE_WINDOW_MS,
    limit: deps.rateLimit,
    store: deps.rateLimitStore,
    logger: deps.logger,
    handler: async (req, res) => {
      if (!isFormPost(req)) {
        res.status(429).json({ message: LEAD_API_MESSAGES.rateLimited });
        return;
      }
      const returnTo = returnPathOf(req.body as Record<string, unknown> | undefined, deps.sitePages);
      const formState: FormState = { formType: "", values: {}, fieldErrors: {}, message: LEAD_API_MESSAGES.rateLimited };
      await deps.renderForm(req, res, returnTo, formState, 429);
    },
  });

  router.post("/", requireLeadContentType, ...parseBody, ...limitRate, async (req: Request, res: Response) => {
    const body: unknown = req.body;
    if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new HttpError(400, REQUEST_MESSAGES.leadBodyNotObject);
    }
    const formPost = isFormPost(req);
    // Attribution, honeypot and form token are not lead fields: taken off first (lead-controls.ts).
    const {
      fields: leadFields,
      attribution,
      spamReason,
      adUserDataConsent,
      landing,
    } = readLeadControls(body as Record<string, unknown>, req, deps.controls);
    // A plain form post may carry a form's own fields and rules (form-adapters.ts).
    const adapted = formPost ? leadFromFormPost(leadFields) : { lead: leadFields, fieldErrors: {} };
    const parsed = LeadSchema.safeParse(adapted.lead);
    // Attribution and the other control fields are cleaned, never refused (lead-controls.ts).
    const nulErrors = nulFieldErrors(leadFields);

    if (!parsed.success || Object.keys(adapted.fieldErrors).length > 0 || Object.keys(nulErrors).length > 0) {
      const fieldErrors = parsed.success ? visitorRecord<string[]>() : fieldErrorsOf(parsed.error, LEAD_API_MESSAGES.unknownField);
      Object.assign(fieldErrors, adapted.fieldErrors, nulErrors);
      if (formPost) {
        const formState: FormState = {
          formType: String(leadFields.contactFormType ?? ""),
          values: formValues(leadFields),
          fieldErrors,
          message: LEAD_API_MESSAGES.invalid,
        };
        await deps.renderForm(req, res, returnPathOf(leadFields, deps.sitePages), formState, 400);
        return;
      }
      throw new HttpError(400, `Invalid ${Object.keys(fieldErrors).join(", ") || "lead"}`, fieldErrors);
    }

    // A lead held as spam is stored and answered like any other (so robots learn
    // nothing), but nothing is delivered for it until the staff restore it.
    const context: LeadContext = {
      userAgent: req.get("user-agent")?.slice(0, 500) ?? null,
      referrerPage: req.get("referer")?.slice(0, 2000) ?? null,
      attribution,
      spamReason,
      adUserDataConsent,
      landing,
    };
    const isNewsletter = parsed.data.contactFormType === NEWSLETTER_FORM_TYPE;
    // A newsletter address is subscribed once: a repeat stores nothing new, but an address
    // still waiting for its confirmation gets the link again (docs/decisions/0013-lead-delivery.md).
    const stored = await deps.store.store(parsed.data, context);
    const { leadId: id, isNew } = stored;
    deps.logger.info(
      { leadId: id, formType: parsed.data.contactFormType, queued: stored.queued, spamReason },
      isNew ? "lead stored" : "already signed up",
    );
    const isSubscribed = stored.subscription === "subscribed";

    if (formPost) {
      const returnTo = returnPathOf(body as Record<string, unknown>, deps.sitePages);
      const state = isNewsletter && isSubscribed ? "&subscription=subscribed" : "";
      res.redirect(303, `${returnTo}?submitted=${encodeURIComponent(parsed.data.contactFormType)}${state}`);
      return;
    }
    // Newsletter double opt-in (docs/decisions/0013-lead-delivery.md): subscribed only once the link is clicked.
    const message = !isNewsletter
      ? LEAD_API_MESSAGES.thanks
      : isSubscribed
        ? LEAD_API_MESSAGES.alreadySubscribed
        : isNew
          ? LEAD_API_MESSAGES.confirmByEmail
          : LEAD_API_MESSAGES.confirmAgain;
    const created: LeadCreated = isNewsletter ? { id, message, subscription: isSubscribed ? "subscribed" : "pending" } : { id, message };
    res.status(isNew ? 201 : 200).json(created);
  });
  return router;
}
