import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { LazyCookieConsent } from "../features/cookie-consent/lazy-cookie-consent";
import { useCopy } from "../lib/region/use-copy";
import { useRootData } from "../root-data-context";
import { LazyToaster } from "../lib/toasts/lazy-toaster";
import { FormStatusNotice } from "../components/layout/form-status-notice";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { isStaffPath } from "../../shared/admin/staff-path";
import { KeptHtml } from "../lib/static-parts/kept-html";
import { defineStaticPart } from "../lib/static-parts/static-part";
import { siteNavigation } from "./navigation";
import { useStartAtTop } from "./start-at-top";

// The staff area's header is text and a link: a static part, so the public pages' script does
// not carry it, and a staff screen landed on keeps the server's HTML.
const StaffHeader = defineStaticPart("staff-header", () => import("../components/layout/staff-header").then((m) => m.StaffHeader));

/**
 * Header, main and footer around every page, including the error pages. The staff area has its
 * own header and neither the site's footer nor the cookie question: staff are not visitors.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isStaff = isStaffPath(pathname);
  const copy = useCopy();
  const { draftPreview } = useRootData();
  useStartAtTop();
  // Marks the document as interactive: styles and browser tests can rely on it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn btn-primary">
        {copy.common.skipToContent}
      </a>
      {draftPreview && (
        <p role="status" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950" data-testid="draft-preview">
          {copy.common.draftPreview[draftPreview]}
        </p>
      )}
      {isStaff ? (
        <StaffHeader />
      ) : (
        // Hydrated, with its HTML kept per address on the server (client/lib/static-parts/kept-html.tsx).
        <KeptHtml name="site-header">
          <SiteHeader links={siteNavigation.header} />
        </KeptHtml>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <FormStatusNotice />
        {children}
      </main>
      {!isStaff && (
        // Hydrated for its cookie-settings button, with its HTML kept per address like the header's:
        // its legal links were most of what React still rendered of the page around its parts
        // (docs/decisions/0004-performance-log.md, "Matching by route pattern").
        <KeptHtml name="site-footer">
          <SiteFooter serviceLinks={siteNavigation.footerServices} legalLinks={siteNavigation.footerLegal} />
        </KeptHtml>
      )}
      <LazyToaster />
      {!isStaff && <LazyCookieConsent />}
    </div>
  );
}
