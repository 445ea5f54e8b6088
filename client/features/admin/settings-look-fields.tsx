import type { BrandColorKey, BrandColors } from "../../../shared/brand-colors";
import { AA_TEXT_CONTRAST, brandColorPairs, contrastRatio } from "../../../shared/brand-contrast";
import { ContentImageField } from "./content-image-field";
import { FieldShell, useDocumentForm } from "./content-fields";

// The brand's colours and logo (shared/brand-colors.ts): each colour picked or typed, and beside
// them every pair the site paints text in, with its contrast as it is now, so staff see a pair
// fall below WCAG AA before the save refuses it.

const COLORS: { key: BrandColorKey; label: string; hint: string }[] = [
  { key: "primary", label: "Primary", hint: "Hero bands, the logo's tile, social cards, the emails' header: white text sits on it." },
  { key: "accent", label: "Accent", hint: "Eyebrows and figures on the primary colour, the logo's letter, the accent buttons." },
  { key: "action", label: "Action", hint: "The main buttons and the emails' buttons, with white text." },
];

function ColorField({ path, label, hint }: { path: string; label: string; hint: string }) {
  const { get, set } = useDocumentForm();
  const value = typeof get(path) === "string" ? (get(path) as string) : "";
  return (
    <FieldShell path={path} label={label} hint={hint}>
      {(a) => (
        <div className="mt-1 flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}: pick a colour`}
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
            onChange={(e) => set(path, e.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white"
          />
          <input {...a} className="admin-input" value={value} onChange={(e) => set(path, e.target.value)} maxLength={7} />
        </div>
      )}
    </FieldShell>
  );
}

function ContrastTable({ colors }: { colors: BrandColors }) {
  const valid = Object.values(colors).every((c) => /^#[0-9a-f]{6}$/i.test(c));
  if (!valid) return null;
  return (
    <table className="w-full text-left text-sm" data-testid="contrast-table">
      <caption className="text-left text-sm font-medium text-slate-700">Contrast of each pair (WCAG AA needs {AA_TEXT_CONTRAST}:1)</caption>
      <tbody>
        {brandColorPairs(colors).map((pair) => {
          const ratio = contrastRatio(pair.text, pair.background);
          const ok = ratio >= AA_TEXT_CONTRAST;
          return (
            <tr key={pair.where} className="border-t border-slate-100">
              <td className="py-1.5 pr-2">
                <span
                  className="inline-flex items-center rounded px-2 py-0.5 font-semibold"
                  style={{ color: pair.text, backgroundColor: pair.background }}
                >
                  Aa
                </span>
              </td>
              <td className="py-1.5 pr-2 text-slate-700">{pair.where}</td>
              <td className={`py-1.5 text-right font-semibold whitespace-nowrap ${ok ? "text-emerald-800" : "text-red-700"}`}>
                {ratio.toFixed(2)}:1 {ok ? "✓" : "✗"}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SettingsLookFields() {
  const { get } = useDocumentForm();
  const colors = {
    primary: String(get("look.primary") ?? ""),
    accent: String(get("look.accent") ?? ""),
    action: String(get("look.action") ?? ""),
  };
  return (
    <section className="space-y-4" aria-labelledby="settings-look">
      <h2 id="settings-look" className="text-base font-semibold text-slate-900">
        Brand colours and logo
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {COLORS.map((c) => (
          <ColorField key={c.key} path={`look.${c.key}`} label={c.label} hint={c.hint} />
        ))}
      </div>
      <ContrastTable colors={colors} />
      <ContentImageField
        path="look.logo"
        label="Logo"
        hint="Shown in the header and on the social cards. Without one, the site draws its own mark in the colours above."
      />
    </section>
  );
}
