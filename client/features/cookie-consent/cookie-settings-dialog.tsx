import * as Switch from "@radix-ui/react-switch";
import { useEffect, useId, useState } from "react";
import { DialogDescription, DialogTitle, ModalDialog } from "../../components/ui/modal-dialog";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";
import { REJECT_ALL, type ConsentPreferences, type OptionalCategory } from "../../lib/consent/consent-preferences";

// Title and text of each category are UI copy (shared/i18n, `cookies.categories`).
const categories: readonly ("essential" | OptionalCategory)[] = ["essential", "analytics", "marketing", "functional"];

export interface CookieSettingsDialogProps {
  open: boolean;
  /** The stored choice the toggles start from (null: nothing chosen yet, all off). */
  current: ConsentPreferences | null;
  onCancel(): void;
  onRejectAll(): void;
  onSave(preferences: ConsentPreferences): void;
}

/** 'Cookie Settings': essential shown always on; analytics, marketing, functional toggles. */
export function CookieSettingsDialog(props: CookieSettingsDialogProps) {
  const { open, current } = props;
  const [draft, setDraft] = useState<ConsentPreferences>(current ?? REJECT_ALL);
  const idPrefix = useId();
  const text = useLeadCaptureCopy().cookies;

  // Every opening starts from the stored choice; Cancel throws the draft away.
  useEffect(() => {
    if (open) setDraft(current ?? REJECT_ALL);
  }, [open, current]);

  return (
    <ModalDialog
      open={open}
      onClose={props.onCancel}
      closeLabel={text.close}
      className="top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col"
    >
      {/* The categories scroll; the actions stay in view below them, so Save is always one tap away on a phone. */}
      <div className="min-h-0 flex-1 overflow-y-auto p-6 sm:p-8">
        <DialogTitle className="text-2xl font-bold text-slate-900">{text.settingsTitle}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-600">{text.settingsText}</DialogDescription>
        <ul className="mt-6 space-y-3">
          {categories.map((key) => {
            const c = { key, ...text.categories[key] };
            const id = `${idPrefix}-${c.key}`;
            const isEssential = c.key === "essential";
            const checked = isEssential ? true : draft[c.key as OptionalCategory];
            return (
              <li key={c.key} className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
                <div>
                  <label htmlFor={id} className="font-semibold text-slate-900">
                    {c.title}
                    {isEssential && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">{text.alwaysOn}</span>
                    )}
                  </label>
                  <p id={`${id}-text`} className="mt-1 text-sm text-slate-600">
                    {c.text}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={checked}
                  disabled={isEssential}
                  aria-describedby={`${id}-text`}
                  onCheckedChange={(value) => !isEssential && setDraft((d) => ({ ...d, [c.key]: value }))}
                  className="consent-switch relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-indigo-600 disabled:cursor-not-allowed disabled:opacity-70"
                >
                  <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-slate-200 px-6 py-4 sm:grid-cols-3 sm:px-8">
        <button type="button" className="btn btn-outline" onClick={props.onCancel}>
          {text.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onRejectAll}>
          {text.rejectAll}
        </button>
        <button type="button" className="btn btn-primary col-span-2 sm:col-span-1" onClick={() => props.onSave(draft)}>
          {text.save}
        </button>
      </div>
    </ModalDialog>
  );
}
