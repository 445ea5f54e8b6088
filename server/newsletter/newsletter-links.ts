import type { NewsletterLinkKind, NewsletterLinkStatus } from "../../shared/schemas/newsletter-link";
import type { NewsletterQueries, Subscription } from "../db/newsletter.queries";
import type { Clock } from "../delivery/clock";
import type { NewsletterTokens } from "./newsletter-token";

// The newsletter's two emailed links. Each opens a page on the site with one
// button that does the work (a POST): mail security scanners open every link in
// an email, and a GET that confirmed or unsubscribed would let them do it for the
// visitor. Mail programs' one-click unsubscribe POSTs to the unsubscribe address
// directly (RFC 8058).

export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** k***@agency.example: enough to recognise one's address, not enough to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email[0]}***${email.slice(at)}`;
}

export function createNewsletterLinks(deps: { tokens: NewsletterTokens; newsletter: NewsletterQueries; siteUrl: string; clock: Clock }) {
  const { tokens, newsletter, siteUrl, clock } = deps;

  async function statusOf(
    kind: NewsletterLinkKind,
    token: string,
  ): Promise<{ status: NewsletterLinkStatus; subscription: Subscription | null }> {
    const check = tokens.check(token, clock.now());
    const subscription = check.isValid && check.kind === kind ? await newsletter.get(check.leadId) : null;
    if (!check.isValid || !subscription) return { status: { state: "invalid" }, subscription: null };
    const email = maskEmail(subscription.email);
    const { region } = subscription;
    if (kind === "unsubscribe")
      return { status: { state: subscription.state === "unsubscribed" ? "done" : "ready", email, region }, subscription };
    if (subscription.state === "subscribed") return { status: { state: "done", email, region }, subscription };
    if (subscription.state === "unsubscribed") return { status: { state: "withdrawn", email, region }, subscription };
    return { status: check.isExpired ? { state: "expired", region } : { state: "ready", email, region }, subscription };
  }

  return {
    /** The confirmation link of a sign-up requested at `requestedAt` (epoch ms): valid for 7 days from then. */
    confirmUrl(leadId: number, requestedAt: number): string {
      return `${siteUrl}/newsletter/confirm?token=${tokens.sign("confirm", leadId, requestedAt + CONFIRM_LINK_DAYS * DAY_MS)}`;
    },
    /** The page a person opens; mail programs POST to the same address (one-click). */
    unsubscribeUrl(leadId: number): string {
      return `${siteUrl}/newsletter/unsubscribe?token=${tokens.sign("unsubscribe", leadId, null)}`;
    },
    async status(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkStatus> {
      return (await statusOf(kind, token)).status;
    },
    /** Does what the link is for when it still can; answers the state afterwards. */
    async use(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkStatus> {
      const { status, subscription } = await statusOf(kind, token);
      if (status.state !== "ready" || !subscription) return status;
      if (kind === "confirm") await newsletter.confirm(subscription.leadId, new Date(clock.now()));
      else await newsletter.unsubscribe(subscription.leadId, new Date(clock.now()));
      return { state: "done", email: status.email, region: status.region };
    },
  };
}
export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;
