import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { TEAM_PORTRAIT_PX, teamMembers, teamPortraitSrc, type Department, type TeamMember } from "../shared/content/team";

// The team banner's portraits (shared/content/team.ts), drawn at build time as static SVG files
// so the browser runs no avatar code. DiceBear's Notionists artwork is CC0; each portrait is
// seeded by the member's id, so the same member gets the same face in every build. The
// options below keep the faces suited to a business page: friendly or neutral mouths, no
// sunglasses, no hand gestures or shirt badges.

const TINTS: Record<Department, string> = {
  leadership: "e0e7ff",
  development: "e0f2fe",
  marketing: "d1fae5",
  design: "fce7f3",
  operations: "fef3c7",
};

export function teamPortraitSvg(member: TeamMember): string {
  return createAvatar(notionists, {
    seed: member.id,
    size: TEAM_PORTRAIT_PX,
    backgroundColor: [TINTS[member.department]],
    lips: ["variant03", "variant04", "variant14", "variant20", "variant22", "variant23", "variant25", "variant30"],
    brows: ["variant01", "variant04", "variant05", "variant07", "variant08", "variant09", "variant10", "variant12"],
    glasses: ["variant03", "variant08", "variant11"],
    glassesProbability: 25,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
}

/** Writes every member's portrait under `publicDir` (the built site's public files), where teamPortraitSrc points. */
export function writeTeamPortraits(publicDir: string): void {
  for (const member of teamMembers) {
    const file = join(publicDir, teamPortraitSrc(member.id));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, teamPortraitSvg(member));
  }
}
