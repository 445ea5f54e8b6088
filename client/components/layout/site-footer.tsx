import { BadgeCheck } from "lucide-react";
import { Link } from "../../lib/region/region-link";
import { OPEN_COOKIE_SETTINGS_EVENT, STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import { listingSites, networkingPartners } from "../../../shared/content/partners";
import { useRegionConfig } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { useRootData } from "../../root-data-context";
import { ExternalLink } from "../ui/external-link";
import type { FooterLink } from "../../lib/routing/page-route";
import { useBookingUrl } from "../../lib/booking/use-booking-url";

/** The consent feature listens for this and opens its settings dialog. */
const openCookieSettings = () => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));

const markClass = "inline-flex items-center gap-1.5 rounded-md border border-slate-700 px-2.5 py-1";
// Every footer link and button is at least 24 px tall, a target a finger can hit (WCAG 2.2, 2.5.8).
const target = "inline-flex min-h-6 items-center";

/**
 * The footer (docs/product-rules.md#pages-and-navigation): service links (AI development to the external page), privacy
 * and terms, social profiles, listing-site badges, networking-partner marks, the
 * contact block from the brand settings and 'Cookie settings'.
 */
export function SiteFooter({
  serviceLinks: footerServiceLinks,
  legalLinks: footerLegalLinks,
}: {
  serviceLinks: readonly FooterLink[];
  legalLinks: readonly FooterLink[];
}) {
  const { brand } = useRootData();
  const { email, phone } = useRegionConfig();
  const bookingUrl = useBookingUrl();
  const text = useCopy().footer;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{text.about}</p>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={text.socialProfiles}>
            {brand.social.map((s) => (
              <li key={s.network}>
                <ExternalLink href={s.url} className={`${target} underline-offset-4 hover:text-white hover:underline`}>
                  {s.network}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={text.services}>
          <p className="font-semibold text-white">{text.services}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {footerServiceLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={`${target} hover:text-white`}>
                  {text[l.label]}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={brand.aiDevelopmentUrl} className={`${target} hover:text-white`}>
                {text.aiDevelopment}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{text.contact}</p>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a href={`mailto:${email}`} className={`${target} break-all hover:text-white`}>
                {email}
              </a>
            </li>
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={`${target} hover:text-white`}>
                {phone}
              </a>
            </li>
            <li>
              <ExternalLink href={bookingUrl} className={`${target} hover:text-white`}>
                {text.bookConsultation(STRATEGY_CALL_MINUTES)}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">{text.findUsOn}</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label={text.listingSites}>
            {listingSites.map((name) => (
              <li key={name} className={markClass}>
                <BadgeCheck size={12} strokeWidth={2} className="text-emerald-300" />
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-5 font-semibold text-white">{text.networkingPartners}</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label={text.networkingPartners}>
            {networkingPartners.map((name) => (
              <li key={name} className={`${markClass} font-semibold tracking-wide`}>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.legalName}. {text.rights}
          </p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {footerLegalLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={`${target} hover:text-white`}>
                  {text[l.label]}
                </Link>
              </li>
            ))}
            <li>
              {/* A button (it opens a dialog, it goes nowhere) styled like the links beside it. */}
              <button type="button" onClick={openCookieSettings} className={`${target} cursor-pointer hover:text-white hover:underline`}>
                {text.cookieSettings}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
