import { TEAM_PORTRAIT_PX, teamPortraitSrc } from "../../../shared/content/team";
import type { TeamMemberView } from "../../../shared/schemas/content-views";
import { ResponsiveImage } from "./responsive-image";

/**
 * A member's illustrated portrait, drawn by the server from the member's `portrait` seed on its
 * department's tint (server/site/team-portraits.ts) at an address that never changes. Lazy: the
 * banner sits below the fold on every page that shows it. `alt` says who is pictured; the
 * banner's caption repeats the name or role as text. A member's uploaded photo takes its place,
 * cut to the same circle; its alt text is the one staff gave it in the media library.
 */
const AVATAR_CLASS = "size-20 rounded-full bg-white shadow-md ring-4 ring-white md:size-24";

export function TeamAvatar({ member, alt }: { member: TeamMemberView; alt: string }) {
  if (member.photo) return <ResponsiveImage image={member.photo} sizes="96px" className={`${AVATAR_CLASS} object-cover`} />;
  return (
    <img
      src={teamPortraitSrc(member.portrait, member.department)}
      alt={alt}
      width={TEAM_PORTRAIT_PX}
      height={TEAM_PORTRAIT_PX}
      loading="lazy"
      decoding="async"
      className={AVATAR_CLASS}
    />
  );
}
