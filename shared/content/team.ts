// The team banner: 14 members, each with a name, role, portrait and a position
// (x, y, scale, delay). The facts withhold the members' names ({name}), so none is
// invented: `name` stays null until a deployment fills it in, and the banner shows the role.
// Each portrait is an illustration (DiceBear's CC0 Notionists style) drawn at build time
// from the member's id (scripts/team-portraits.ts), so it never changes between builds.

export const departments = ["leadership", "development", "marketing", "design", "operations"] as const;
export type Department = (typeof departments)[number];

export interface TeamMember {
  id: string;
  name: string | null;
  role: string;
  department: Department;
  /** Centre of the portrait in the banner, in % of its width and height. */
  x: number;
  y: number;
  scale: number;
  /** Delay of the portrait's entrance animation, in ms. */
  delay: number;
}

/** Width and height of every portrait file, in CSS pixels (the banner shows them at this size or smaller). */
export const TEAM_PORTRAIT_PX = 96;

/** Where the build writes a member's portrait, under the public files (client/public is served at /). */
export const teamPortraitSrc = (id: string): string => `/images/team/${id}.svg`;

const member = (id: string, role: string, department: Department, x: number, y: number, scale: number, delay: number): TeamMember => ({
  id,
  name: null,
  role,
  department,
  x,
  y,
  scale,
  delay,
});

// Three staggered rows, the founder at the centre of the first; entrance delays
// ripple outwards from there.
export const teamMembers: readonly TeamMember[] = [
  member("founder", "Founder", "leadership", 50, 15, 1.2, 0),
  member("ceo", "CEO", "leadership", 32, 18, 1.05, 90),
  member("cvo", "CVO", "leadership", 68, 18, 1.05, 90),
  member("wordpress-dev-1", "WordPress Dev", "development", 14, 14, 0.9, 180),
  member("seo-expert", "SEO Expert", "marketing", 86, 14, 0.9, 180),
  member("ai-developer", "AI Developer", "development", 23, 50, 1, 270),
  member("full-stack-dev-1", "Full-Stack Dev", "development", 41, 47, 0.95, 360),
  member("full-stack-dev-2", "Full-Stack Dev", "development", 59, 47, 0.95, 360),
  member("ads-expert", "Ads Expert", "marketing", 77, 50, 1, 270),
  member("designer", "Designer", "design", 14, 84, 0.9, 450),
  member("automation", "Automation", "development", 32, 82, 0.95, 540),
  member("full-stack-dev-3", "Full-Stack Dev", "development", 50, 85, 1, 630),
  member("hr", "HR", "operations", 68, 82, 0.95, 540),
  member("wordpress-dev-2", "WordPress Dev", "development", 86, 84, 0.9, 450),
];
