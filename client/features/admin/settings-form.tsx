import { settingsWarnings } from "../../../shared/content/settings-warnings";
import { isoDayOf } from "../../../shared/content/site-facts";
import type { SiteSettingsDocument } from "../../../shared/schemas/site-settings";
import { useDocumentForm } from "./content-fields";
import { SettingsClaimsFields, SettingsSecurityFields } from "./settings-claims-fields";
import { SettingsContactsFields } from "./settings-contacts-fields";
import { SettingsLookFields } from "./settings-look-fields";
import { SettingsPricesFields } from "./settings-prices-fields";
import { SettingsWarningList } from "./settings-warnings";

// The site settings' form (docs/decisions/0040-site-settings.md), in the editor every document
// has (content-editor.tsx): saved as a draft on its own, published when staff say so. Above it,
// what the draft would have staff renew, check or date, worked out as the overview does.

function DraftWarnings() {
  const { doc } = useDocumentForm();
  const warnings = settingsWarnings(doc as SiteSettingsDocument, isoDayOf(new Date()));
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="draft-warnings" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="draft-warnings" className="text-sm font-semibold text-slate-900">
        To look at
      </h2>
      <SettingsWarningList warnings={warnings} id="draft-warnings" />
    </section>
  );
}

export function SettingsForm() {
  return (
    <>
      <DraftWarnings />
      <SettingsClaimsFields />
      <SettingsSecurityFields />
      <SettingsContactsFields />
      <SettingsLookFields />
      <SettingsPricesFields />
    </>
  );
}
