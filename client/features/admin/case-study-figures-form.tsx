import {
  contextKeys,
  detailKeys,
  type FigureUnit,
  figureUnits,
  type MetricKey,
  metricKeys,
} from "../../../shared/content/case-study-figure-types";
import { caseStudyFiguresEn } from "../../../shared/i18n/pages/case-study-figures.en";
import { CheckboxField, FieldShell, NumberField, SelectField, TextField, useDocumentForm } from "./content-fields";
import { RowsField } from "./rows-field";

// A study's figures as repeatable rows (shared/schemas/content-documents.ts, ResultFigureSchema
// and ContextFactSchema). The page writes and charts them from these numbers
// (docs/decisions/0023-case-study-figures.md), so staff enter numbers, never formatted text.

const metricChoices = metricKeys.map((k) => ({ value: k, label: caseStudyFiguresEn.metrics[k] }));
const contextChoices = contextKeys.map((k) => ({ value: k, label: caseStudyFiguresEn.context[k] }));
const detailChoices = detailKeys.map((k) => ({ value: k, label: caseStudyFiguresEn.details[k] }));
const UNIT_LABELS: Record<FigureUnit, string> = {
  count: "Count",
  percent: "Percent",
  gbp: "Pounds (GBP)",
  usd: "Dollars (USD)",
  score: "Score",
  position: "Position",
  positions: "Positions (places moved)",
  hours: "Hours",
  days: "Days",
  months: "Months",
  years: "Years",
  people: "People",
  seconds: "Seconds",
  multiple: "Multiple (×)",
};
const unitChoices = figureUnits.map((u) => ({ value: u, label: UNIT_LABELS[u] }));

/** One reported amount's value; its other marks (a range's end, "about", "or more") are kept as they are. */
function AmountField({ path, label }: { path: string; label: string }) {
  const { get, set } = useDocumentForm();
  const amount = get(path) as { value: number } | undefined;
  return (
    <FieldShell path={`${path}.value`} label={label}>
      {(a) => (
        <input
          {...a}
          type="number"
          step="any"
          inputMode="decimal"
          value={amount?.value ?? ""}
          onChange={(e) => set(path, e.target.value === "" ? undefined : { ...amount, value: Number(e.target.value) })}
        />
      )}
    </FieldShell>
  );
}

/**
 * Which result the cover, the hero and the social card lead with. None chosen: the first of the
 * results, the order staff ranked them in (shared/content/case-study-figures.ts `headlineOf`).
 */
function HeadlineField() {
  const { get } = useDocumentForm();
  const results = (get("figures.results") as { metric?: string }[] | undefined) ?? [];
  const choices = results.flatMap((r) => (r.metric ? [{ value: r.metric, label: caseStudyFiguresEn.metrics[r.metric as MetricKey] }] : []));
  return (
    <SelectField
      path="figures.headline"
      label="Headline result"
      hint="The result the study leads with on its cover, its page and its social card: the one a sceptical reader should see first, not the most flattering."
      choices={choices}
      emptyLabel={
        results[0]?.metric ? `The first result (${caseStudyFiguresEn.metrics[results[0].metric as MetricKey]})` : "The first result"
      }
      omitWhenEmpty
    />
  );
}

export function CaseStudyFiguresForm() {
  const { get } = useDocumentForm();
  const illustrative = get("isIllustrative") === true;
  return (
    <section className="space-y-5">
      <h2 className="text-base font-semibold text-slate-900">Figures</h2>
      {illustrative && <p className="text-sm text-amber-800">This is an example engagement: the page shows it without figures.</p>}
      <RowsField path="figures.results" legend="Results" add={() => ({ metric: "formSubmissions", unit: "count" })}>
        {(row) => (
          <>
            <SelectField path={`${row}.metric`} label="Metric" choices={metricChoices} />
            <SelectField path={`${row}.unit`} label="Unit" choices={unitChoices} />
            <AmountField path={`${row}.before`} label="Before" />
            <AmountField path={`${row}.after`} label="After" />
            <NumberField path={`${row}.change`} label="Change (%)" hint="As reported, e.g. 150 for +150%." />
            <NumberField path={`${row}.of`} label="Out of" hint="The whole After is part of, e.g. 141 of 230 users." />
            <NumberField path={`${row}.range.low`} label="Range from" hint="The spread around After: its lowest…" />
            <NumberField path={`${row}.range.high`} label="Range to" hint="…and its highest." />
            <CheckboxField path={`${row}.lowerIsBetter`} label="Lower is better" hint="E.g. cost per acquisition, average position." />
          </>
        )}
      </RowsField>
      {!illustrative && <HeadlineField />}
      <RowsField path="figures.context" legend="Context" add={() => ({ key: "duration" })}>
        {(row) => (
          <>
            <SelectField path={`${row}.key`} label="Fact" choices={contextChoices} />
            <AmountField path={`${row}.amount`} label="Amount" />
            <SelectField path={`${row}.unit`} label="Unit" choices={unitChoices} emptyLabel="None" omitWhenEmpty />
            <TextField path={`${row}.from`} label="From" hint="2025-01 or 2025-01-17" omitWhenEmpty />
            <TextField path={`${row}.to`} label="To" hint="2025-06 or 2025-06-30" omitWhenEmpty />
            <SelectField path={`${row}.detail`} label="In words" choices={detailChoices} emptyLabel="None" omitWhenEmpty />
          </>
        )}
      </RowsField>
    </section>
  );
}
