import { data } from "react-router";
import type { RegionCode } from "../../shared/constants";
import { NEWSLETTER_LINK_STATUS_CODES, type NewsletterLinkKind, type NewsletterLinkStatus } from "../../shared/schemas/newsletter-link";
import type { SiteApi } from "../../shared/site-api";

/**
 * The newsletter's emailed links land on /newsletter/confirm and /newsletter/unsubscribe
 * with ?token=. The page shows what the token stands for now, with its status code
 * (410 expired, 404 not ours), and is never cached: it changes once the button is used.
 */
export async function loadNewsletterLink(api: SiteApi, kind: NewsletterLinkKind, request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status: NewsletterLinkStatus = token ? await api.newsletterLink(kind, token) : { state: "invalid" };
  return data(status, { status: NEWSLETTER_LINK_STATUS_CODES[status.state], headers: { "Cache-Control": "no-store" } });
}

export const linkStatusOf = (loaderData: unknown): NewsletterLinkStatus =>
  loaderData && typeof loaderData === "object" && "state" in loaderData ? (loaderData as NewsletterLinkStatus) : { state: "invalid" };

/** The region a link's subscription came from: its page speaks that region's language (client/head/page-meta.ts regionOfPage). */
export const linkStatusRegion = (loaderData: unknown): RegionCode | null => {
  const status = linkStatusOf(loaderData);
  return status.state === "invalid" ? null : status.region;
};
