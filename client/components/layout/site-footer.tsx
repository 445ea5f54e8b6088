import { Link } from "react-router";
import { useRootData } from "../../root-data-context";
import { ExternalLink } from "../ui/external-link";
import { footerServiceLinks, listingSites, networkingPartners } from "./nav-links";

export function SiteFooter() {
  const { brand } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            The white-label delivery team behind agencies in the US, UK and Germany: SEO, Google Ads, websites, AI
            development and dedicated specialists, all under your brand.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social profiles">
            {brand.social.map((s) => (
              <li key={s.network}>
                <ExternalLink href={s.url} className="hover:text-white">
                  {s.network}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Services">
          <p className="font-semibold text-white">Services</p>
          <ul className="mt-3 space-y-2 text-sm">
            {footerServiceLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={brand.aiDevelopmentUrl} className="hover:text-white">
                AI Development
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">Contact</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${brand.email}`} className="hover:text-white">
                {brand.email}
              </a>
            </li>
            <li>
              <a href={`tel:${brand.phone.replace(/\s+/g, "")}`} className="hover:text-white">
                {brand.phone}
              </a>
            </li>
            <li>
              <ExternalLink href={brand.bookingUrl} className="hover:text-white">
                Book a free 30-minute consultation
              </ExternalLink>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">Find us on</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label="Listing sites">
            {listingSites.map((name) => (
              <li key={name} className="rounded border border-slate-700 px-2 py-1">
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-5 font-semibold text-white">Networking partners</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label="Networking partners">
            {networkingPartners.map((name) => (
              <li key={name} className="rounded border border-slate-700 px-2 py-1">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/privacy-policy" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="hover:text-white">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className="hover:text-white">
                Cookie Policy
              </Link>
            </li>
            <li>
              <Link to="/security" className="hover:text-white">
                Security
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
