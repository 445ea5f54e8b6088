import BadgeCheck from "lucide-react/icons/badge-check";
import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import { listingSites, networkingPartners } from "../../../shared/content/partners";
import { BookingLink } from "../../lib/booking/booking-link";
import { useRegionConfig } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import type { FooterLink } from "../../lib/routing/page-route";
import { useRootData } from "../../root-data-context";
import { ExternalLink } from "../ui/external-link";
import { FOOTER_LINK, FooterLinkItems } from "./footer-links";

const markClass = "inline-flex items-center gap-1.5 rounded-md border border-slate-700 px-2.5 py-1";

/**
 * The footer's directory (./site-footer.tsx): the brand and its profiles, the service links
 * (AI development to the external page), the region's contacts, the listing sites and the
 * networking partners. Links and text only: a static part, not hydrated.
 */
export function FooterDirectory({ serviceLinks }: { serviceLinks: readonly FooterLink[] }) {
  const { brand } = useRootData();
  const { email, phone } = useRegionConfig();
  const text = useCopy().footer;
  return (
    <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <p className="text-lg font-bold text-white">{brand.name}</p>
        <p className="mt-3 text-sm leading-relaxed">{text.about}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={text.socialProfiles}>
          {brand.social.map((s) => (
            <li key={s.network}>
              <ExternalLink href={s.url} className={`${FOOTER_LINK} underline-offset-4 hover:text-white hover:underline`}>
                {s.network}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
      <nav aria-label={text.services}>
        <p className="font-semibold text-white">{text.services}</p>
        <ul className="mt-3 space-y-1 text-sm">
          <FooterLinkItems links={serviceLinks} />
          <li>
            <ExternalLink href={brand.aiDevelopmentUrl} className={`${FOOTER_LINK} hover:text-white`}>
              {text.aiDevelopment}
            </ExternalLink>
          </li>
        </ul>
      </nav>
      <div>
        <p className="font-semibold text-white">{text.contact}</p>
        <ul className="mt-3 space-y-1 text-sm">
          <li>
            <a href={`mailto:${email}`} className={`${FOOTER_LINK} break-all hover:text-white`}>
              {email}
            </a>
          </li>
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={`${FOOTER_LINK} hover:text-white`}>
              {phone}
            </a>
          </li>
          <li>
            <BookingLink className={`${FOOTER_LINK} hover:text-white`}>{text.bookConsultation(STRATEGY_CALL_MINUTES)}</BookingLink>
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
  );
}
