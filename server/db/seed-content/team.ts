import type { Department } from "../../../shared/content/team";

// Seed input only (content-seed.ts): the 14 members the team banner showed before staff could
// edit it, in banner order (client/components/content/team-layout.ts places them by it). The
// facts withhold the members' names, so none is invented: `name` stays null and the banner
// shows the role. Each member's portrait is drawn from its id (server/site/team-portraits.ts).

export interface SeedTeamMember {
  id: string;
  role: { en: string; de: string };
  department: Department;
}

const member = (id: string, en: string, de: string, department: Department): SeedTeamMember => ({ id, role: { en, de }, department });

// Row by row, each row filled from its centre outwards: the founder at the centre of the first.
export const seedTeamMembers: readonly SeedTeamMember[] = [
  member("founder", "Founder", "Gründer", "leadership"),
  member("ceo", "CEO", "Geschäftsführung", "leadership"),
  member("cvo", "CVO", "Strategie und Vision", "leadership"),
  member("wordpress-dev-1", "WordPress Dev", "WordPress-Entwicklung", "development"),
  member("seo-expert", "SEO Expert", "SEO-Experte", "marketing"),
  member("full-stack-dev-1", "Full-Stack Dev", "Full-Stack-Entwicklung", "development"),
  member("full-stack-dev-2", "Full-Stack Dev", "Full-Stack-Entwicklung", "development"),
  member("ai-developer", "AI Developer", "KI-Entwickler", "development"),
  member("ads-expert", "Ads Expert", "Ads-Experte", "marketing"),
  member("full-stack-dev-3", "Full-Stack Dev", "Full-Stack-Entwicklung", "development"),
  member("automation", "Automation", "Automatisierung", "development"),
  member("hr", "HR", "Personal", "operations"),
  member("designer", "Designer", "Design", "design"),
  member("wordpress-dev-2", "WordPress Dev", "WordPress-Entwicklung", "development"),
];
