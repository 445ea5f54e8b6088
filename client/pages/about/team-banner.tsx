import { teamRoles } from "../../../shared/content/company";

// spec §2 Team banner: the 14 people of the team by role. The source withholds
// their names and photos, so each gets a drawn avatar of our own, not a portrait.

const PALETTE = ["#4f46e5", "#0ea5e9", "#f59e0b", "#10b981", "#ec4899", "#8b5cf6", "#14b8a6"];

function Avatar({ index }: { index: number }) {
  const colour = PALETTE[index % PALETTE.length];
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="rounded-full">
      <rect width="64" height="64" fill={colour} opacity="0.15" />
      <circle cx="32" cy="25" r="11" fill={colour} />
      <path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill={colour} />
    </svg>
  );
}

export function TeamBanner() {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7" aria-label="Our team by role">
      {teamRoles.map((role, i) => (
        <li key={`${role}-${i}`} className="card flex flex-col items-center gap-3 p-4 text-center">
          <Avatar index={i} />
          <span className="text-sm font-medium text-slate-800">{role}</span>
        </li>
      ))}
    </ul>
  );
}
