import { useQuery } from "@tanstack/react-query";
import type { SettingsWarning } from "../../../shared/content/settings-warnings";
import { SITE_SETTINGS_SCREEN } from "../../../shared/schemas/content-entry";
import { Link } from "../../lib/region/region-link";
import { isScreenFor } from "../../../shared/admin/staff-screens";
import { sessionQuery } from "./admin-http";
import { settingsWarningsQuery } from "./admin-queries";

// What staff should renew, check or date in the site settings (shared/content/settings-warnings.ts):
// on the overview for what the site shows now, and above the settings' form for the draft.

export function SettingsWarningList({ warnings, id }: { warnings: readonly SettingsWarning[]; id: string }) {
  return (
    <ul className="mt-3 space-y-2 text-sm" aria-labelledby={id}>
      {warnings.map((w) => (
        <li
          key={`${w.path} ${w.message}`}
          className={`rounded-lg border px-3 py-2 ${w.level === "warning" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-white text-slate-700"}`}
          data-level={w.level}
        >
          {w.message}
        </li>
      ))}
    </ul>
  );
}

/** The overview's panel: nothing when there is nothing to do, or for a role the settings are not for (owners only: nothing is asked). */
export function SettingsWarnings() {
  const { data: session } = useQuery(sessionQuery);
  const mayOpen = session !== undefined && session !== null && isScreenFor(session.role, SITE_SETTINGS_SCREEN);
  const { data } = useQuery({ ...settingsWarningsQuery(), enabled: mayOpen });
  const warnings = data?.warnings ?? [];
  if (!mayOpen || warnings.length === 0) return null;
  return (
    <section className="card mt-6 p-5" aria-labelledby="settings-warnings" data-testid="settings-warnings">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="settings-warnings" className="text-base font-semibold text-slate-900">
          Site settings to look at
        </h2>
        <Link to={SITE_SETTINGS_SCREEN} className="text-sm font-medium text-indigo-700 hover:underline">
          Open the site settings
        </Link>
      </div>
      <SettingsWarningList warnings={warnings} id="settings-warnings" />
    </section>
  );
}
