import { useContext, useEffect, useState } from "react";
import { blockTypes, type BlockType } from "../../../shared/schemas/landing-blocks";
import type { LandingPageDocument, LandingVariant } from "../../../shared/schemas/landing-page";
import { MATCH_PARAM, VARIANT_PARAM } from "../../../shared/landing/landing-params";
import { LANDING_SEGMENT, landingAddresses } from "../../../shared/region-addresses";
import type { RegionCode } from "../../../shared/constants";
import { MAX_VARIANTS } from "../../../shared/landing/variant-keys";
import { CheckboxField, ChoiceListField, FieldErrors, NumberField, TextField, useDocumentForm } from "./content-fields";
import { PreviewQueryContext } from "./content-preview";
import { BLOCK_FIELDS, BLOCK_NAMES } from "./landing-block-forms";
import { BlockFrame, WordsField } from "./landing-fields";
import { useListItem } from "./list-item-buttons";
import { blankBlock, nextVariantKey } from "./landing-page-blank";

// The landing-page editor (docs/decisions/0039-landing-pages.md): its address and regions, search
// engines, head, the ad's parameter with a headline per value, and one to four variants, each a list
// of blocks. Saved as a draft on its own like every content entry (./content-editor.tsx); the preview
// beside it shows the variant and headline chosen here.

const REGION_CHOICES = [
  { value: "US", label: "United States (/lp/…)" },
  { value: "UK", label: "United Kingdom (/uk/lp/…)" },
  { value: "DE", label: "Germany, in German (/de/lp/…)" },
];

function MatchFields() {
  const { get, set } = useDocumentForm();
  const match = get("match") as LandingPageDocument["match"];
  const values = match?.values ?? [];
  return (
    <section className="space-y-4" aria-labelledby="landing-match">
      <h2 id="landing-match" className="text-base font-semibold text-slate-900">
        Message match
      </h2>
      <div>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-600"
            checked={Boolean(match)}
            onChange={(e) =>
              set("match", e.target.checked ? { param: "kw", values: [{ value: "", headline: { en: null, de: null } }] } : null)
            }
          />
          The headline follows a parameter of the ad's address
        </label>
        <p className="mt-1 text-xs text-slate-500">
          E.g. ?kw=dentists from an ad group for dentists: the first hero shows that value's headline. Any other value shows the hero's own.
        </p>
        <FieldErrors path="match" />
      </div>
      {match && (
        <>
          <TextField path="match.param" label="Parameter" hint="A short lower-case name, e.g. kw." maxLength={30} />
          {values.map((_, i) => (
            // A value is its place in the list (its inputs are controlled).
            <MatchValue key={i} index={i} />
          ))}
          <button
            type="button"
            className="btn btn-outline min-h-9 px-3 py-1.5"
            onClick={() => set("match.values", [...values, { value: "", headline: { en: null, de: null } }])}
          >
            Add a value
          </button>
          <FieldErrors path="match.values" />
        </>
      )}
    </section>
  );
}

function MatchValue({ index }: { index: number }) {
  const item = useListItem("match.values", index);
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextField path={`match.values.${index}.value`} label={`Value ${index + 1}`} maxLength={60} />
      <div className="mt-3">
        <WordsField path={`match.values.${index}.headline`} label={`Headline for value ${index + 1}`} maxLength={120} />
      </div>
      <button type="button" className="btn btn-ghost mt-2 min-h-9 px-3 py-1.5" onClick={item.remove}>
        Remove value {index + 1}
      </button>
    </div>
  );
}

function AddBlock({ variant }: { variant: number }) {
  const { get, set } = useDocumentForm();
  const [type, setType] = useState<BlockType>("proof");
  const path = `variants.${variant}.blocks`;
  const blocks = (get(path) as unknown[] | undefined) ?? [];
  const id = `add-block-${variant}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        New block
        <select id={id} className="admin-input mt-1" value={type} onChange={(e) => setType(e.target.value as BlockType)}>
          {blockTypes.map((t) => (
            <option key={t} value={t}>
              {BLOCK_NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-outline min-h-11" onClick={() => set(path, [...blocks, blankBlock(type)])}>
        Add block
      </button>
    </div>
  );
}

function VariantFields({ index }: { index: number }) {
  const { get } = useDocumentForm();
  const path = `variants.${index}`;
  const variant = get(path) as LandingVariant;
  const several = ((get("variants") as unknown[] | undefined)?.length ?? 0) > 1;
  return (
    <div className="space-y-4">
      {several && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField path={`${path}.name`} label="Name in the report" maxLength={60} />
          <NumberField
            path={`${path}.weight`}
            label="Weight (%)"
            hint="The variants' weights add up to 100."
            whole={{ min: 0, max: 100 }}
          />
          <div className="pt-6">
            <CheckboxField path={`${path}.stopped`} label="Stopped" />
          </div>
        </div>
      )}
      {variant.blocks.map((block, b) => {
        const Fields = BLOCK_FIELDS[block.type];
        return (
          // A block is its place in the list (its inputs are controlled, so moving one shifts no state).
          <BlockFrame key={b} path={`${path}.blocks`} index={b} title={BLOCK_NAMES[block.type]}>
            <Fields path={`${path}.blocks.${b}`} />
          </BlockFrame>
        );
      })}
      <FieldErrors path={`${path}.blocks`} />
      <AddBlock variant={index} />
    </div>
  );
}

function Variants() {
  const { doc: working, get, set } = useDocumentForm();
  const doc = working as LandingPageDocument;
  const variants = doc.variants ?? [];
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, variants.length - 1);
  const match = get("match.values.0.value") as string | undefined;
  const [withMatch, setWithMatch] = useState(false);
  const setPreviewQuery = useContext(PreviewQueryContext);
  const key = variants[current]?.key ?? "";
  useEffect(() => {
    const query = new URLSearchParams({ [VARIANT_PARAM]: key, ...(withMatch && match ? { [MATCH_PARAM]: match } : {}) });
    setPreviewQuery(query.toString());
  }, [key, withMatch, match, setPreviewQuery]);

  const addVariant = () => {
    // A new variant starts as a copy of the one shown; the weights are shared out again evenly, the rest to the first.
    const copy: LandingVariant = {
      ...variants[current]!,
      key: nextVariantKey(doc),
      name: `Version ${variants.length + 1}`,
      stopped: false,
    };
    const next = [...variants, copy];
    const each = Math.floor(100 / next.length);
    set(
      "variants",
      next.map((v, i) => ({ ...v, weight: i === 0 ? 100 - each * (next.length - 1) : each })),
    );
    setShown(next.length - 1);
  };
  const removeVariant = () => {
    const next = variants.filter((_, i) => i !== current);
    set("variants", next.length === 1 ? [{ ...next[0]!, weight: 100, stopped: false }] : next);
    setShown(0);
  };

  return (
    <section className="space-y-4" aria-labelledby="landing-variants">
      <h2 id="landing-variants" className="text-base font-semibold text-slate-900">
        {variants.length > 1 ? "Variants" : "Blocks"}
      </h2>
      <p className="text-sm text-slate-600">
        Two to four variants make an A/B test: each visitor is shown one by the weights, and the campaign report compares them by leads and
        won deals.
      </p>
      <div className="flex flex-wrap items-center gap-2" role="tablist" aria-label="Variants">
        {variants.map((v, i) => (
          <button
            key={v.key}
            type="button"
            role="tab"
            aria-selected={i === current}
            className={`btn min-h-9 px-3 py-1.5 ${i === current ? "btn-primary" : "btn-outline"}`}
            onClick={() => setShown(i)}
          >
            {v.name || v.key}
            {v.stopped ? " (stopped)" : ""}
          </button>
        ))}
        {variants.length < MAX_VARIANTS && (
          <button type="button" className="btn btn-ghost min-h-9 px-3 py-1.5" onClick={addVariant}>
            Add a variant
          </button>
        )}
        {variants.length > 1 && (
          <button type="button" className="btn btn-ghost min-h-9 px-3 py-1.5 text-red-700" onClick={removeVariant}>
            Remove this variant
          </button>
        )}
      </div>
      <FieldErrors path="variants" />
      {match && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-600"
            checked={withMatch}
            onChange={(e) => setWithMatch(e.target.checked)}
          />
          Preview with the headline for “{match}”
        </label>
      )}
      {variants[current] && <VariantFields key={variants[current]!.key} index={current} />}
    </section>
  );
}

/** The landing page's whole form. */
export function LandingPageForm() {
  const { get } = useDocumentForm();
  const slug = get("slug") as string;
  const regions = get("regions") as RegionCode[];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          path="slug"
          label="Address (slug)"
          hint={`${landingAddresses(slug || "…", regions).join(", ") || `/${LANDING_SEGMENT}/${slug || "…"}`}. Changing it on a published page keeps the old address answering, with the ad's parameters.`}
          maxLength={120}
        />
        <CheckboxField
          path="indexable"
          label="Search engines may list it"
          hint="Off: noindex, and not in the sitemap (a page for ads only). On: indexed and in the sitemap."
        />
      </div>
      <ChoiceListField
        path="regions"
        label="Regions"
        hint="A version for each; German words are needed for Germany, English for the US and UK."
        choices={REGION_CHOICES}
      />
      <WordsField
        path="meta.title"
        label="Page title"
        hint="The browser tab, the search result and the social card, without the brand. 60 characters at most."
        maxLength={60}
      />
      <WordsField path="meta.description" label="Page description" rows={2} maxLength={160} />
      <MatchFields />
      <Variants />
    </>
  );
}
