import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LEAD_STATUSES, type LeadStatus } from "../../../shared/admin/lead-status";
import { DEAL_CURRENCIES, dealCurrencyForRegion, fromMinorUnits } from "../../../shared/lead-stages/stage-change";
import type { CurrencyCode } from "../../../shared/pricing/currency";
import type { LeadDetail } from "../../../shared/schemas/admin-leads";
import { parseAmount } from "../../../shared/format/parse-amount";
import { readApiProblem } from "../../api/http";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { leadQuery } from "./admin-queries";
import { formatDateTime, STATUS_LABELS } from "./admin-ui";
import { amountExample, dealAmountRules } from "./staff-locale";

// A lead's stage, its history, and the deal value a won lead asks for
// (docs/decisions/0026-ads-conversion-loop.md): choosing "Won" opens the value form
// instead of saving at once, with the lead's region's currency preselected. The value is read as
// the staff member writes numbers (shared/format/parse-amount.ts); what cannot be read, or what
// the server refuses, is said beside the field.

interface StageUpdate {
  status: LeadStatus;
  value?: string;
  currency?: CurrencyCode;
}

const money = (minor: number, currency: string) => `${fromMinorUnits(minor)} ${currency}`;

export function LeadStageCard({ detail }: { detail: LeadDetail }) {
  const { lead } = detail;
  const id = String(lead.id);
  const queryClient = useQueryClient();
  const [askingValue, setAskingValue] = useState(false);
  const [value, setValue] = useState("");
  const [currency, setCurrency] = useState<CurrencyCode>(dealCurrencyForRegion(lead.region));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: (update: StageUpdate) => adminJson<LeadDetail>("PATCH", `/api/admin/leads/${id}`, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(leadQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      setAskingValue(false);
      setFieldErrors({});
      toast({ title: "Status saved", description: `The lead is now "${STATUS_LABELS[saved.lead.status]}".` });
    },
    onError: (e) => {
      const problem = readApiProblem(e);
      setFieldErrors(problem.fieldErrors);
      // A refused field is explained beside it; anything else (the server did not answer) here.
      if (Object.keys(problem.fieldErrors).length === 0)
        toast({
          title: "Status not saved",
          description: problem.message ?? "The status was not saved. Please try again.",
          variant: "destructive",
        });
    },
  });
  const choose = (status: LeadStatus) => {
    if (status === "won") setAskingValue(true);
    else save.mutate({ status });
  };
  const submitWon = (e: FormEvent) => {
    e.preventDefault();
    const amount = parseAmount(value, dealAmountRules());
    if ("error" in amount) setFieldErrors({ value: [amount.error] });
    else save.mutate({ status: "won", value: amount.value, currency });
  };
  return (
    <section className="card p-5" aria-labelledby="status-heading">
      <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
        Status
      </h2>
      <label htmlFor="lead-status" className="mt-3 block text-sm font-medium text-slate-700">
        Where this lead stands
      </label>
      <select
        id="lead-status"
        value={askingValue ? "won" : lead.status}
        disabled={save.isPending}
        onChange={(e) => choose(e.target.value as LeadStatus)}
        className="admin-input mt-1"
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {askingValue && (
        <form onSubmit={submitWon} className="mt-3 space-y-2" aria-label="The won deal">
          <div className="flex gap-2">
            <div className="flex-1">
              <label htmlFor="deal-value" className="block text-sm font-medium text-slate-700">
                Deal value
              </label>
              <input
                {...fieldProps("deal", "value", fieldErrors)}
                aria-describedby={fieldErrors.value?.length ? "deal-value-error" : "deal-value-hint"}
                inputMode="decimal"
                required
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className="admin-input mt-1"
                placeholder={amountExample(1250)}
              />
            </div>
            <div>
              <label htmlFor="deal-currency" className="block text-sm font-medium text-slate-700">
                Currency
              </label>
              <select
                {...fieldProps("deal", "currency", fieldErrors)}
                value={currency}
                onChange={(e) => setCurrency(e.target.value as CurrencyCode)}
                className="admin-input mt-1"
              >
                {DEAL_CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </div>
          </div>
          <p id="deal-value-hint" className="text-xs text-slate-500">
            As you write amounts, e.g. {amountExample(4800.5)}.
          </p>
          <FieldError formId="deal" name="value" fieldErrors={fieldErrors} />
          <FieldError formId="deal" name="currency" fieldErrors={fieldErrors} />
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={save.isPending || !value.trim()}>
              Mark won
            </button>
            <button type="button" className="btn border border-slate-200 bg-white" onClick={() => setAskingValue(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {lead.status === "won" && detail.stages.length > 0 && <WonValue detail={detail} />}
      {detail.stages.length > 0 && (
        <ol className="mt-4 space-y-1 text-sm text-slate-600" aria-label="Status history">
          {detail.stages.map((change) => (
            <li key={`${change.changedAt}-${change.to}`}>
              {STATUS_LABELS[change.from]} → {STATUS_LABELS[change.to]}
              {change.valueMinor !== null && change.currency && ` (${money(change.valueMinor, change.currency)})`} · {change.changedBy} ·{" "}
              {formatDateTime(change.changedAt)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function WonValue({ detail }: { detail: LeadDetail }) {
  const last = detail.stages.at(-1);
  if (!last || last.valueMinor === null || !last.currency) return null;
  return <p className="mt-3 text-sm font-semibold text-slate-900">Won: {money(last.valueMinor, last.currency)}</p>;
}
