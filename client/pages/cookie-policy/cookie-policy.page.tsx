import { OPEN_COOKIE_SETTINGS_EVENT } from "../../../shared/constants";
import { cookiePolicy } from "../../../shared/content/legal/cookie-policy";
import { LegalDocumentView, legalPageMeta, useLegalCopy } from "../../components/content/legal-document-view";
import { AfterHydration } from "../../components/ui/after-hydration";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: legalPageMeta("cookies"),
};

/** Opens the consent dialog, like the footer's 'Cookie settings' link (the consent feature listens). */
const openCookieSettings = () => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));

export function Component() {
  const { brand, siteUrl } = useRootData();
  const copy = useLegalCopy();
  return (
    <LegalDocumentView kind="cookies" document={cookiePolicy({ brand, siteUrl })}>
      <div className="card flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{copy.cookieSettingsText}</p>
        {/* A button needs JavaScript to do anything, so it appears once the page is interactive. */}
        <AfterHydration>
          <button type="button" className="btn btn-outline shrink-0" onClick={openCookieSettings}>
            {copy.openCookieSettings}
          </button>
        </AfterHydration>
      </div>
    </LegalDocumentView>
  );
}
