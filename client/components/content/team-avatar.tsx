import { TEAM_PORTRAIT_PX, teamPortraitSrc, type TeamMember } from "../../../shared/content/team";

/**
 * A member's illustrated portrait, a static file the build draws from the member's id
 * (scripts/team-portraits.ts). Lazy: the banner sits below the fold on every page that shows it.
 * `alt` says who is pictured; the banner's caption repeats the name or role as text.
 */
export function TeamAvatar({ member, alt }: { member: TeamMember; alt: string }) {
  return (
    <img
      src={teamPortraitSrc(member.id)}
      alt={alt}
      width={TEAM_PORTRAIT_PX}
      height={TEAM_PORTRAIT_PX}
      loading="lazy"
      decoding="async"
      className="size-20 rounded-full bg-white shadow-md ring-4 ring-white md:size-24"
    />
  );
}
