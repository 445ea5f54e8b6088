import { useState } from "react";
import { visitBookingLink } from "../../lib/booking/visit-booking-link";
import { Link } from "../../lib/region/region-link";
import type { Brand } from "../../../shared/brand";
import type { ContactCopy } from "../../../shared/i18n/pages/contact.en";

// The third-party scheduling widget (a Calendly-style inline embed) is a plain
// iframe created only after the visitor clicks: until then the page makes no
// request to the scheduling service and it can set no cookies
// (docs/product-rules.md#contact-page-and-scheduling).

/** The embed address, or null when the booking page is not on the scheduling origin the CSP allows to frame. */
export function schedulerEmbedUrl(bookingUrl: string, schedulingOrigin: string, embedDomain: string): string | null {
  let url: URL;
  try {
    url = new URL(bookingUrl);
  } catch {
    return null;
  }
  if (url.origin !== schedulingOrigin) return null;
  url.searchParams.set("embed_type", "Inline");
  url.searchParams.set("embed_domain", embedDomain);
  return url.toString();
}

/** The click-to-load button and, once clicked, the widget at `bookingUrl` (the region's plain address) with the visit's tags and contact. Rendered after hydration only. */
export function SchedulerEmbed({ brand, bookingUrl, copy }: { brand: Brand; bookingUrl: string; copy: ContactCopy["scheduler"] }) {
  const [src, setSrc] = useState<string | null>(null);
  const host = new URL(brand.schedulingOrigin).host;
  const embedUrl = schedulerEmbedUrl(bookingUrl, brand.schedulingOrigin, window.location.host);
  if (!embedUrl) return null;

  if (src) {
    return (
      <iframe
        src={src}
        title={copy.frameTitle}
        width="100%"
        height="700"
        className="mt-6 block h-[700px] w-full rounded-lg border border-slate-200 bg-white"
      />
    );
  }
  return (
    <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-5">
      <p className="text-sm text-slate-700">
        {copy.notice(host)}{" "}
        <Link to="/cookie-policy" className="underline">
          {copy.cookiePolicy}
        </Link>
        ).
      </p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        onClick={() => setSrc(schedulerEmbedUrl(visitBookingLink(bookingUrl), brand.schedulingOrigin, window.location.host))}
      >
        {copy.load}
      </button>
    </div>
  );
}
