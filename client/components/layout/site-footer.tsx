import { OPEN_COOKIE_SETTINGS_EVENT } from "../../../shared/constants";
import { useCopy } from "../../lib/region/use-copy";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { useRootData } from "../../root-data-context";
import type { FooterLink } from "../../lib/routing/page-route";
import { FOOTER_LINK, FooterLinkItems } from "./footer-links";

/** The consent feature listens for this and opens its settings dialog. */
const openCookieSettings = () => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));

/** Links and text only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx). */
const Directory = defineStaticPart("footer-directory", () => import("./footer-directory").then((m) => m.FooterDirectory));

/**
 * The footer (docs/product-rules.md#pages-and-navigation): its directory (./footer-directory.tsx),
 * then the year, privacy and terms, and 'Cookie settings', which opens a dialog.
 */
export function SiteFooter({
  serviceLinks: footerServiceLinks,
  legalLinks: footerLegalLinks,
}: {
  serviceLinks: readonly FooterLink[];
  legalLinks: readonly FooterLink[];
}) {
  const { brand } = useRootData();
  const text = useCopy().footer;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <Directory serviceLinks={footerServiceLinks} />
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.legalName}. {text.rights}
          </p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <FooterLinkItems links={footerLegalLinks} />
            <li>
              {/* A button (it opens a dialog, it goes nowhere) styled like the links beside it. */}
              <button
                type="button"
                onClick={openCookieSettings}
                className={`${FOOTER_LINK} cursor-pointer hover:text-white hover:underline`}
              >
                {text.cookieSettings}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
