import { SOCIAL_NETWORKS, WEEKDAYS } from "../../../shared/brand";
import { REGIONS, type RegionCode } from "../../../shared/constants";
import type { ReactNode } from "react";
import { ChoiceListField, SelectField, TextField, useDocumentForm } from "./content-fields";
import { RowsField } from "./rows-field";

// How visitors reach the team (shared/schemas/site-settings.ts): the brand's contacts, hours and
// address, and what each region sets of its own (empty: the brand's), and the social profiles.

const REGION_NAMES: Record<RegionCode, string> = { US: "United States", UK: "United Kingdom", DE: "Germany" };
const dayChoices = WEEKDAYS.map((d) => ({ value: d, label: d }));
const networkChoices = SOCIAL_NETWORKS.map((n) => ({ value: n, label: n }));

function HoursFields({ path }: { path: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <ChoiceListField path={`${path}.days`} label="Days" choices={dayChoices} />
      </div>
      <TextField path={`${path}.opens`} label="Opens" type="time" />
      <TextField path={`${path}.closes`} label="Closes" type="time" />
    </div>
  );
}

function AddressFields({ path }: { path: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField path={`${path}.street`} label="Street" maxLength={120} />
      <TextField path={`${path}.city`} label="City" maxLength={80} />
      <TextField path={`${path}.postalCode`} label="Postcode" maxLength={20} />
      <TextField path={`${path}.country`} label="Country" hint="Two letters: GB, US, DE." maxLength={2} />
    </div>
  );
}

/** A region's hours or address: the brand's (null), or its own, started from the brand's. */
function OwnOrBrand({ path, from, label, children }: { path: string; from: string; label: string; children: ReactNode }) {
  const { get, set } = useDocumentForm();
  const own = get(path) !== null && get(path) !== undefined;
  return (
    <div className="space-y-2">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-indigo-600"
          checked={own}
          onChange={(e) => set(path, e.target.checked ? structuredClone(get(from)) : null)}
        />
        {label}
      </label>
      {own && children}
    </div>
  );
}

export function SettingsContactsFields() {
  return (
    <section className="space-y-5" aria-labelledby="settings-contacts">
      <h2 id="settings-contacts" className="text-base font-semibold text-slate-900">
        Contacts and hours
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField path="contacts.phone" label="Phone" type="tel" />
        <TextField path="contacts.email" label="Email" type="email" />
        <TextField path="contacts.bookingUrl" label="Booking page" hint="The scheduler page for the strategy call." type="url" />
        <TextField path="contacts.timeZone" label="Time zone" hint="Like Europe/London." />
      </div>
      <HoursFields path="contacts.hours" />
      <AddressFields path="contacts.address" />
      {REGIONS.map((region) => {
        const base = `contacts.regions.${region}`;
        return (
          <fieldset key={region} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">{REGION_NAMES[region]}: its own contacts</legend>
            <p className="text-xs text-slate-500">Empty fields use the brand's above.</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField path={`${base}.phone`} label="Phone" type="tel" nullable />
              <TextField path={`${base}.email`} label="Email" type="email" nullable />
              <TextField path={`${base}.bookingUrl`} label="Booking page" type="url" nullable />
              <TextField path={`${base}.timeZone`} label="Time zone" nullable />
            </div>
            <OwnOrBrand path={`${base}.hours`} from="contacts.hours" label="Own business hours">
              <HoursFields path={`${base}.hours`} />
            </OwnOrBrand>
            <OwnOrBrand path={`${base}.address`} from="contacts.address" label="Own office address">
              <AddressFields path={`${base}.address`} />
            </OwnOrBrand>
          </fieldset>
        );
      })}
      <RowsField
        path="social"
        legend="Social profiles"
        orderable
        max={SOCIAL_NETWORKS.length}
        add={() => ({ network: "LinkedIn", url: "" })}
      >
        {(row) => (
          <>
            <SelectField path={`${row}.network`} label="Network" choices={networkChoices} />
            <div className="sm:col-span-2">
              <TextField path={`${row}.url`} label="Address" hint="A full https:// address." type="url" maxLength={300} />
            </div>
          </>
        )}
      </RowsField>
    </section>
  );
}
