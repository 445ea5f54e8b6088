import type { Department, TeamMember } from "../../../shared/content/team";

// Generated avatars (docs/product-rules.md#company-content: each member has an image): the name's
// initials once a deployment sets names, else a silhouette; coloured by department.

const HUES: Record<Department, number> = { leadership: 245, development: 200, marketing: 150, design: 330, operations: 35 };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

export function TeamAvatar({ member, size }: { member: TeamMember; size: number }) {
  const hue = HUES[member.department];
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 64 64" className="rounded-full shadow-md ring-4 ring-white">
      <circle cx="32" cy="32" r="32" fill={`hsl(${hue} 70% 88%)`} />
      {member.name ? (
        <text x="32" y="39" textAnchor="middle" fontSize="20" fontWeight="700" fill={`hsl(${hue} 55% 30%)`}>
          {initials(member.name)}
        </text>
      ) : (
        <g fill={`hsl(${hue} 45% 45%)`}>
          <circle cx="32" cy="25" r="10" />
          <path d="M13 55c1.5-10.5 9.5-16 19-16s17.5 5.5 19 16a32 32 0 0 1-38 0z" />
        </g>
      )}
    </svg>
  );
}
