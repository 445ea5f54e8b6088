import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { type ConversionSettings, EXPORT_STAGES } from "../../../shared/conversions/conversion-settings";
import { resolveTimeZone, timeZoneNames } from "../../../shared/conversions/time-zones";
import { readApiProblem } from "../../api/http";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { conversionsQuery } from "./admin-queries";
import { STATUS_LABELS } from "./admin-ui";

const FORM = "conversion-settings";

/**
 * The conversion name each stage is uploaded as (empty: not uploaded) and the files' time zone,
 * typed as its IANA name or the place it is named after ("London"), with every zone to choose
 * from (shared/conversions/time-zones.ts). What is refused is said beside its field.
 */
export function ConversionSettingsForm({ settings }: { settings: ConversionSettings }) {
  const queryClient = useQueryClient();
  const zones = useMemo(timeZoneNames, []);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: (next: ConversionSettings) => adminJson<ConversionSettings>("PUT", "/api/admin/conversions/settings", next),
    onSuccess: (saved) => {
      setFieldErrors({});
      setTimeZone(saved.timeZone);
      void queryClient.invalidateQueries({ queryKey: conversionsQuery().queryKey });
      toast({ title: "Settings saved", description: "The files use the new names and time zone." });
    },
    onError: (e) => {
      const problem = readApiProblem(e);
      // The server names a stage's field by its path in the settings ("names.won").
      setFieldErrors(Object.fromEntries(Object.entries(problem.fieldErrors).map(([path, m]) => [path.replace(/^names\./, "name-"), m])));
      if (Object.keys(problem.fieldErrors).length === 0)
        toast({ title: "Settings not saved", description: problem.message ?? "Please try again.", variant: "destructive" });
    },
  });
  /** The zone typed, put in the field as its IANA name, so staff see what is saved. */
  const resolve = () => {
    const resolved = resolveTimeZone(timeZone, zones);
    if ("zone" in resolved) setTimeZone(resolved.zone);
    return resolved;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const resolved = resolve();
    if ("error" in resolved) {
      setFieldErrors((errors) => ({ ...errors, timeZone: [resolved.error] }));
      return;
    }
    save.mutate({
      timeZone: resolved.zone,
      names: { contacted: text("name-contacted"), qualified: text("name-qualified"), won: text("name-won") },
    });
  };
  return (
    <form className="card space-y-3 p-5" onSubmit={submit} aria-labelledby="conversion-settings-heading" noValidate>
      <h2 id="conversion-settings-heading" className="text-lg font-semibold text-slate-900">
        Conversion names and time zone
      </h2>
      <p className="text-sm text-slate-600">
        Use the names of the conversion actions in your ad accounts. A stage left empty is not uploaded.
      </p>
      {EXPORT_STAGES.map((stage) => (
        <div key={stage}>
          <label htmlFor={`${FORM}-name-${stage}`} className="block text-sm font-medium text-slate-700">
            {STATUS_LABELS[stage]}
          </label>
          <input {...fieldProps(FORM, `name-${stage}`, fieldErrors)} defaultValue={settings.names[stage]} className="admin-input mt-1" />
          <FieldError formId={FORM} name={`name-${stage}`} fieldErrors={fieldErrors} />
        </div>
      ))}
      <div>
        <label htmlFor={`${FORM}-timeZone`} className="block text-sm font-medium text-slate-700">
          Time zone of the Google Ads files
        </label>
        <input
          {...fieldProps(FORM, "timeZone", fieldErrors)}
          aria-describedby={fieldErrors.timeZone?.length ? `${FORM}-timeZone-error` : `${FORM}-timeZone-hint`}
          list={`${FORM}-zones`}
          value={timeZone}
          onChange={(e) => {
            setTimeZone(e.target.value);
            setFieldErrors(({ timeZone: _, ...others }) => others);
          }}
          // Only the value changes as the field is left: a message appearing or going would move
          // the button under a pointer that is on its way to it.
          onBlur={() => resolve()}
          autoComplete="off"
          className="admin-input mt-1"
        />
        <datalist id={`${FORM}-zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p id={`${FORM}-timeZone-hint`} className="mt-1 text-xs text-slate-500">
          A city works too: London becomes Europe/London.
        </p>
        <FieldError formId={FORM} name="timeZone" fieldErrors={fieldErrors} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save settings
      </button>
    </form>
  );
}
