import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { type ConversionSettings, EXPORT_STAGES } from "../../../shared/conversions/conversion-settings";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { conversionsQuery } from "./admin-queries";
import { STATUS_LABELS } from "./admin-ui";

/** The conversion name each stage is uploaded as (empty: not uploaded) and the files' time zone. */
export function ConversionSettingsForm({ settings }: { settings: ConversionSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: ConversionSettings) => adminJson<ConversionSettings>("PUT", "/api/admin/conversions/settings", next),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversionsQuery().queryKey });
      toast({ title: "Settings saved", description: "The files use the new names and time zone." });
    },
    onError: (e) =>
      toast({ title: "Error", description: readApiProblem(e).message ?? "The settings were not saved.", variant: "destructive" }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    save.mutate({
      timeZone: text("timeZone"),
      names: { contacted: text("name-contacted"), qualified: text("name-qualified"), won: text("name-won") },
    });
  };
  return (
    <form className="card space-y-3 p-5" onSubmit={submit} aria-labelledby="conversion-settings-heading">
      <h2 id="conversion-settings-heading" className="text-lg font-semibold text-slate-900">
        Conversion names and time zone
      </h2>
      <p className="text-sm text-slate-600">
        Use the names of the conversion actions in your ad accounts. A stage left empty is not uploaded.
      </p>
      {EXPORT_STAGES.map((stage) => (
        <div key={stage}>
          <label htmlFor={`name-${stage}`} className="block text-sm font-medium text-slate-700">
            {STATUS_LABELS[stage]}
          </label>
          <input id={`name-${stage}`} name={`name-${stage}`} defaultValue={settings.names[stage]} className="admin-input mt-1" />
        </div>
      ))}
      <div>
        <label htmlFor="time-zone" className="block text-sm font-medium text-slate-700">
          Time zone of the Google Ads files
        </label>
        <input id="time-zone" name="timeZone" defaultValue={settings.timeZone} className="admin-input mt-1" placeholder="Etc/UTC" />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save settings
      </button>
    </form>
  );
}
