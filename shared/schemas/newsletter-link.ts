// The newsletter's emailed links (docs/decisions/0013-lead-delivery.md): what the
// confirm and unsubscribe pages show for the token in their address.

export type NewsletterLinkKind = "confirm" | "unsubscribe";

export type NewsletterLinkStatus =
  /** The link works: the page offers its one button. `email` is masked (k***@agency.example). */
  | { state: "ready"; email: string }
  /** Already done: subscribed (confirm) or unsubscribed (unsubscribe). */
  | { state: "done"; email: string }
  /** A confirmation link older than its validity. */
  | { state: "expired" }
  /** The address unsubscribed after this confirmation link was sent. */
  | { state: "withdrawn"; email: string }
  /** Not a link we made (mistyped, cut off, forged), or its subscription was erased. */
  | { state: "invalid" };

export const NEWSLETTER_LINK_STATUS_CODES: Record<NewsletterLinkStatus["state"], number> = {
  ready: 200,
  done: 200,
  expired: 410,
  withdrawn: 410,
  invalid: 404,
};
