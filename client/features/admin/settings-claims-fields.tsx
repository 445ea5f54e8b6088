import { type ClaimKey, claimKeys, countableClaims, isCountable } from "../../../shared/content/claims";
import { certificationIds, severities } from "../../../shared/content/security";
import { claimsEn } from "../../../shared/i18n/pages/claims.en";
import { securityEn } from "../../../shared/i18n/pages/security.en";
import { CheckboxField, NumberField, SelectField, TextField, useDocumentForm } from "./content-fields";
import { RowsField } from "./rows-field";

// The claims (each figure with when it was true and where it comes from), the founding year and
// the security panel (each certification's first and last day, the last audit, the response times)
// of the site settings (shared/schemas/site-settings.ts, docs/decisions/0040-site-settings.md).

const claimChoices = claimKeys.map((k) => ({ value: k, label: claimsEn.labels[k] }));
const certificationChoices = certificationIds.map((id) => ({ value: id, label: securityEn.certifications[id].name }));
const COUNTED: Record<(typeof countableClaims)[keyof typeof countableClaims], string> = {
  teamMembers: "Count the published team members",
  teamDepartments: "Count the departments of the published team",
  foundingYear: "Use the founding year",
};

/** A claim's figure, or for one the site can count, the choice to count it. */
function ClaimValueField({ row }: { row: string }) {
  const { get, set } = useDocumentForm();
  const key = get(`${row}.key`) as ClaimKey;
  const counted = get(`${row}.value`) === null;
  return (
    <div className="space-y-2">
      {isCountable(key) && (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-600"
            checked={counted}
            onChange={(e) => set(`${row}.value`, e.target.checked ? null : "")}
          />
          {COUNTED[countableClaims[key]]}
        </label>
      )}
      {!counted && <TextField path={`${row}.value`} label="Figure" hint='As it is read: "25+", "85%", "24hr".' maxLength={12} nullable />}
    </div>
  );
}

export function SettingsClaimsFields() {
  return (
    <section className="space-y-4" aria-labelledby="settings-claims">
      <h2 id="settings-claims" className="text-base font-semibold text-slate-900">
        Claims
      </h2>
      <p className="text-sm text-slate-600">
        The figures on the home page, in this order. A date and a source show under the figures as a note; a date older than a year is
        flagged on the overview.
      </p>
      <RowsField
        path="claims"
        legend="Each claim"
        orderable
        max={claimKeys.length}
        add={() => ({ key: "agencies", value: "", inStrip: true, asOf: null, source: { en: null, de: null } })}
      >
        {(row) => (
          <>
            <SelectField path={`${row}.key`} label="Claim" choices={claimChoices} />
            <ClaimValueField row={row} />
            <CheckboxField path={`${row}.inStrip`} label="Show on the home page" />
            <TextField path={`${row}.asOf`} label="True as of" type="date" nullable />
            <TextField path={`${row}.source.en`} label="Source (English)" maxLength={200} nullable />
            <TextField
              path={`${row}.source.de`}
              label="Source (German)"
              hint="Empty: the German page shows the English."
              maxLength={200}
              nullable
            />
          </>
        )}
      </RowsField>
      <NumberField path="company.foundingYear" label="Founding year" step="1" />
    </section>
  );
}

export function SettingsSecurityFields() {
  return (
    <section className="space-y-4" aria-labelledby="settings-security">
      <h2 id="settings-security" className="text-base font-semibold text-slate-900">
        Security panel
      </h2>
      <p className="text-sm text-slate-600">
        A certification disappears from the security page the day after its last day, and the overview asks you to renew or remove it.
      </p>
      <RowsField
        path="security.certifications"
        legend="Certifications"
        max={certificationIds.length}
        add={() => ({ id: "iso27001", validFrom: null, validUntil: null })}
      >
        {(row) => (
          <>
            <SelectField path={`${row}.id`} label="Certification" choices={certificationChoices} />
            <TextField path={`${row}.validFrom`} label="Valid from" type="date" nullable />
            <TextField
              path={`${row}.validUntil`}
              label="Valid until"
              hint="Its last day. Empty: it does not expire."
              type="date"
              nullable
            />
          </>
        )}
      </RowsField>
      <TextField
        path="security.lastAudit"
        label="Last audit"
        hint="A month (2025-01) or a day (2025-01-17). Empty: not shown."
        maxLength={10}
        nullable
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {severities.map((s) => (
          <NumberField
            key={s}
            path={`security.responseHours.${s}`}
            label={`First response, ${securityEn.severities[s].name.toLowerCase()} (hours)`}
            step="1"
          />
        ))}
      </div>
    </section>
  );
}
