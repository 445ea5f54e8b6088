import type { RegionCode } from "../constants";

// The newsletter's emailed links (docs/decisions/0013-lead-delivery.md): what the
// confirm and unsubscribe pages show for the token in their address. A link of a known
// subscription carries the region its sign-up came from: the page speaks that region's
// language (docs/decisions/0017-copy-per-language-and-currency.md).

export type NewsletterLinkKind = "confirm" | "unsubscribe";

export type NewsletterLinkStatus =
  /** The link works: the page offers its one button. `email` is masked (k***@agency.example). */
  | { state: "ready"; email: string; region: RegionCode }
  /** Already done: subscribed (confirm) or unsubscribed (unsubscribe). */
  | { state: "done"; email: string; region: RegionCode }
  /** A confirmation link older than its validity. */
  | { state: "expired"; region: RegionCode }
  /** The address unsubscribed after this confirmation link was sent. */
  | { state: "withdrawn"; email: string; region: RegionCode }
  /** Not a link we made (mistyped, cut off, forged), or its subscription was erased: no region is known. */
  | { state: "invalid" };

export const NEWSLETTER_LINK_STATUS_CODES: Record<NewsletterLinkStatus["state"], number> = {
  ready: 200,
  done: 200,
  expired: 410,
  withdrawn: 410,
  invalid: 404,
};
