import { REGIONS } from "../../../shared/constants";
import { LEAD_STATUSES } from "../../../shared/admin/lead-status";
import { formTypeLabel, STATUS_LABELS } from "./admin-ui";
import { FilterBar, FilterInput, FilterSelect } from "./filter-bar";

const plain = (values: string[]) => values.map((value) => ({ value, label: value }));

/** The inbox filters; submitting puts them in the address, so a filtered view can be bookmarked. */
export function LeadFilters(props: {
  params: URLSearchParams;
  formTypes: string[];
  sources: string[];
  trafficSources: string[];
  campaigns: string[];
  onApply: (params: URLSearchParams) => void;
}) {
  return (
    <FilterBar label="Filter leads" values={props.params} onApply={props.onApply}>
      <FilterInput name="q" type="search" label="Search name, email, company or message" wide />
      <FilterSelect
        name="formType"
        label="Form"
        options={props.formTypes.map((t) => ({ value: t, label: formTypeLabel(t) }))}
        keepCurrent
        labelOf={formTypeLabel}
      />
      <FilterSelect name="source" label="Form source" options={plain(props.sources)} keepCurrent />
      <FilterSelect name="region" label="Region" options={plain([...REGIONS])} />
      <FilterSelect name="status" label="Status" options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
      <FilterSelect name="trafficSource" label="Traffic source" options={plain(props.trafficSources)} keepCurrent />
      <FilterSelect name="campaign" label="Campaign" options={plain(props.campaigns)} keepCurrent />
      {/* Spam is never mixed into the inbox: it is shown on its own or not at all. */}
      <FilterSelect name="spam" label="Show" options={[{ value: "only", label: "Held as spam" }]} anyLabel="Leads" />
      <FilterInput name="from" type="date" label="Received from" />
      <FilterInput name="to" type="date" label="Received until" />
      <FilterInput name="minScore" type="number" label="Score at least" step={1} min={-999} max={999} />
      <FilterSelect name="sort" label="Order" options={[{ value: "score", label: "Highest score first" }]} anyLabel="Newest first" />
    </FilterBar>
  );
}
