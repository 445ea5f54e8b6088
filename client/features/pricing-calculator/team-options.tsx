import { CURRENCY_BY_REGION, formatMoney } from "../../../shared/pricing/currency";
import { teamDiscountPercent, teamMemberPrice } from "../../../shared/pricing/estimate";
import {
  TEAM_DISCOUNTS,
  TEAM_HOURS,
  TEAM_HOURS_IDS,
  TEAM_LEVEL_IDS,
  TEAM_LEVELS,
  TEAM_OTHER_ROLES,
  TEAM_ROLE_IDS,
  TEAM_ROLES,
  type TeamRole,
} from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type TeamLine } from "../../../shared/pricing/selection";
import { NumberField, SelectField } from "../../components/forms/choice-fields";
import type { OptionsProps } from "./seo-ads-options";

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
  const name = TEAM_ROLES[role].name;
  const each = formatMoney(teamMemberPrice(role, line, CURRENCY_BY_REGION[region]), region);
  return (
    <li className="grid grid-cols-3 items-end gap-2 border-t border-slate-100 py-3 sm:grid-cols-[1.4fr_0.8fr_1fr_1fr] sm:gap-3">
      <div className="col-span-3 sm:col-span-1 sm:self-center">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{each}/month each</p>
      </div>
      <NumberField
        label={
          <>
            <span className="sr-only">{name}: </span>People
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
            <span className="sr-only">{name}: </span>Level
          </>
        }
        name={PARAM.teamLevel(role)}
        value={line.level}
        options={TEAM_LEVEL_IDS.map((l) => ({ value: l, label: TEAM_LEVELS[l] }))}
        onChange={(level) => onChange({ ...line, level })}
      />
      <SelectField
        label={
          <>
            <span className="sr-only">{name}: </span>Hours
          </>
        }
        name={PARAM.teamHours(role)}
        value={line.hours}
        options={TEAM_HOURS_IDS.map((h) => ({ value: h, label: TEAM_HOURS[h].name }))}
        onChange={(hours) => onChange({ ...line, hours })}
      />
    </li>
  );
}

export function TeamOptions({ selection, region, onChange }: OptionsProps) {
  const setLine = (role: TeamRole, line: TeamLine) => onChange({ ...selection, team: { ...selection.team, [role]: line } });
  const people = TEAM_ROLE_IDS.reduce((sum, r) => sum + selection.team[r].count, 0);
  const percent = teamDiscountPercent(people);
  const row = (role: TeamRole) => (
    <RoleRow key={role} role={role} line={selection.team[role]} region={region} onChange={(line) => setLine(role, line)} />
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Team discounts:{" "}
        {[...TEAM_DISCOUNTS]
          .reverse()
          .map((t) => `${t.minPeople}+ people ${t.percent}%`)
          .join(", ")}
        . Part-time is half the full-time rate.
      </p>
      <ul>{TEAM_ROLE_IDS.filter((r) => !TEAM_OTHER_ROLES.includes(r)).map(row)}</ul>
      <div>
        <h4 className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Others</h4>
        <ul>{TEAM_OTHER_ROLES.map(row)}</ul>
      </div>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {people === 0
          ? "Add at least one specialist to see a price."
          : `${people} ${people === 1 ? "person" : "people"}${percent > 0 ? `: ${percent}% team discount applied` : ""}.`}
      </p>
    </div>
  );
}
