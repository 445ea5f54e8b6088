import express, { Router, type Request, type Response } from "express";
import type { NewsletterLinkKind, NewsletterLinkStatus } from "../../shared/schemas/newsletter-link";
import { NEWSLETTER_LINK_STATUS_CODES } from "../../shared/schemas/newsletter-link";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { NewsletterLinks } from "../newsletter/newsletter-links";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

// The newsletter's emailed links (server/newsletter/newsletter-links.ts). The link
// opens a page (/newsletter/confirm, /newsletter/unsubscribe); its button posts here
// and comes back to that page, which then shows the outcome. A mail program's
// one-click unsubscribe (RFC 8058) POSTs to the page's own address and gets a short
// 200 answer, never a redirect.

const KINDS: readonly NewsletterLinkKind[] = ["confirm", "unsubscribe"];
const FORM_TYPE = "application/x-www-form-urlencoded";

const MESSAGES: Record<NewsletterLinkKind, Record<NewsletterLinkStatus["state"], string>> = {
  confirm: {
    ready: "Confirm your subscription with the button on this page.",
    done: "You're subscribed. The next issue will arrive in your inbox.",
    expired: "This confirmation link has expired. Sign up again and we'll send you a new one.",
    withdrawn: "This address was unsubscribed after the link was sent. Sign up again to subscribe.",
    invalid: "This link isn't valid. Check that you opened or copied all of it.",
  },
  unsubscribe: {
    ready: "Unsubscribe with the button on this page.",
    done: "You're unsubscribed. You won't receive the newsletter any more.",
    expired: "This link has expired.",
    withdrawn: "This address is no longer subscribed.",
    invalid: "This link isn't valid. Check that you opened or copied all of it.",
  },
};

function tokenOf(value: unknown): string {
  if (typeof value !== "string" || value === "" || value.length > 200) {
    throw new HttpError(400, REQUEST_MESSAGES.invalidToken, { token: [REQUEST_MESSAGES.tokenMissing] });
  }
  return value;
}

export function createNewsletterRouter(deps: { links: NewsletterLinks; logger: Logger }) {
  const { links, logger } = deps;
  const parseBody = [express.json({ limit: "2kb" }), express.urlencoded({ limit: "2kb", extended: false })];

  const api = Router();
  api.get("/link", async (req: Request, res: Response) => {
    const kind = KINDS.find((k) => k === req.query.kind);
    if (!kind) throw new HttpError(400, REQUEST_MESSAGES.invalidKind, { kind: [REQUEST_MESSAGES.kindUnknown] });
    res.json(await links.status(kind, tokenOf(req.query.token)));
  });
  for (const kind of KINDS) {
    api.post(`/${kind}`, ...parseBody, async (req: Request, res: Response) => {
      const token = tokenOf((req.body as Record<string, unknown> | undefined)?.token);
      const status = await links.use(kind, token);
      logger.info({ kind, state: status.state }, "newsletter link used");
      if (req.is(FORM_TYPE) === FORM_TYPE) {
        res.redirect(303, `/newsletter/${kind}?token=${encodeURIComponent(token)}`);
        return;
      }
      res.status(NEWSLETTER_LINK_STATUS_CODES[status.state]).json({ ...status, message: MESSAGES[kind][status.state] });
    });
  }

  const oneClick = Router();
  oneClick.post("/newsletter/unsubscribe", async (req: Request, res: Response) => {
    const status = await links.use("unsubscribe", tokenOf(req.query.token));
    logger.info({ kind: "unsubscribe", state: status.state, oneClick: true }, "newsletter link used");
    res.status(status.state === "done" ? 200 : NEWSLETTER_LINK_STATUS_CODES[status.state]);
    res.type("text/plain").send(MESSAGES.unsubscribe[status.state]);
  });

  return { api, oneClick };
}
