import { currencyForRegion, formatMoney } from "../../../shared/pricing/currency";
import { teamDiscountPercent, teamMemberPrice } from "../../../shared/pricing/estimate";
import {
  TEAM_DISCOUNTS,
  TEAM_HOURS_IDS,
  TEAM_LEVEL_IDS,
  TEAM_OTHER_ROLES,
  TEAM_ROLE_IDS,
  type TeamRole,
} from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type TeamLine } from "../../../shared/pricing/selection";
import { NumberField, SelectField } from "../../components/forms/choice-fields";
import type { OptionsProps } from "./seo-ads-options";
import { useCalculatorCopy, useEstimateWords } from "./use-calculator-copy";

function RoleRow({
  role,
  line,
  region,
  onChange,
}: {
  role: TeamRole;
  line: TeamLine;
  region: OptionsProps["region"];
  onChange(line: TeamLine): void;
}) {
  const words = useEstimateWords();
  const name = words.roles[role];
  const copy = useCalculatorCopy().team;
  const each = formatMoney(teamMemberPrice(role, line, currencyForRegion(region)), region);
  return (
    <li className="grid grid-cols-3 items-end gap-2 border-t border-slate-100 py-3 sm:grid-cols-[1.4fr_0.8fr_1fr_1fr] sm:gap-3">
      <div className="col-span-3 sm:col-span-1 sm:self-center">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{copy.perMonthEach(each)}</p>
      </div>
      <NumberField
        label={
          <>
            <span className="sr-only">{name}: </span>
            {copy.people}
          </>
        }
        name={PARAM.teamCount(role)}
        {...LIMITS.teamCount}
        value={line.count}
        onChange={(count) => onChange({ ...line, count })}
      />
      <SelectField
        label={
          <>
            <span className="sr-only">{name}: </span>
            {copy.level}
          </>
        }
        name={PARAM.teamLevel(role)}
        value={line.level}
        options={TEAM_LEVEL_IDS.map((l) => ({ value: l, label: words.levels[l] }))}
        onChange={(level) => onChange({ ...line, level })}
      />
      <SelectField
        label={
          <>
            <span className="sr-only">{name}: </span>
            {copy.hours}
          </>
        }
        name={PARAM.teamHours(role)}
        value={line.hours}
        options={TEAM_HOURS_IDS.map((h) => ({ value: h, label: words.hours[h] }))}
        onChange={(hours) => onChange({ ...line, hours })}
      />
    </li>
  );
}

export function TeamOptions({ selection, region, onChange }: OptionsProps) {
  const setLine = (role: TeamRole, line: TeamLine) => onChange({ ...selection, team: { ...selection.team, [role]: line } });
  const people = TEAM_ROLE_IDS.reduce((sum, r) => sum + selection.team[r].count, 0);
  const percent = teamDiscountPercent(people);
  const copy = useCalculatorCopy().team;
  const row = (role: TeamRole) => (
    <RoleRow key={role} role={role} line={selection.team[role]} region={region} onChange={(line) => setLine(role, line)} />
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{copy.discounts([...TEAM_DISCOUNTS].reverse())}</p>
      <ul>{TEAM_ROLE_IDS.filter((r) => !TEAM_OTHER_ROLES.includes(r)).map(row)}</ul>
      <div>
        <h4 className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{copy.others}</h4>
        <ul>{TEAM_OTHER_ROLES.map(row)}</ul>
      </div>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {people === 0 ? copy.addOne : copy.summary(people, percent)}
      </p>
    </div>
  );
}
