import type { CSSProperties } from "react";
import type { TeamMemberView } from "../../../shared/schemas/content-views";
import { useCopy } from "../../lib/region/use-copy";
import { TeamAvatar } from "./team-avatar";
import { teamLayout } from "./team-layout";

/**
 * The team banner (home and about pages): the members staff publish, as illustrated portraits
 * with their roles (and names where staff set them), placed by their order (team-layout.ts), each animating
 * in after its delay once the banner scrolls into view (./team-banner-reveal.ts). The server renders them
 * in place (nothing hidden without JavaScript); with reduced motion they just stay.
 * Below the md breakpoint they sit in centred rows of three (five from sm).
 */
export function TeamBanner(props: { members: readonly TeamMemberView[]; headingId: string; title: string; intro: string }) {
  const copy = useCopy();
  const { rows, slots } = teamLayout(props.members.length);
  const roleOf = (m: TeamMemberView) => (copy.language === "de" ? m.role.de : null) ?? m.role.en;

  if (props.members.length === 0) return null;
  return (
    <section className="overflow-hidden bg-slate-100 py-16 sm:py-20" aria-labelledby={props.headingId}>
      <div className="container-page">
        <h2 id={props.headingId} className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {props.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-600">{props.intro}</p>
        <div className="team-banner mt-10" data-animation="none" style={{ "--rows": rows } as CSSProperties}>
          <ul aria-label={copy.team.byRole} className="flex flex-wrap justify-center gap-y-6 md:block md:h-full">
            {props.members.map((m, i) => {
              const slot = slots[i]!;
              return (
                <li
                  key={m.id}
                  className="team-member flex flex-col items-center px-1 text-center max-sm:w-1/3 sm:max-md:w-1/5"
                  style={{ "--x": `${slot.x}%`, "--y": `${slot.y}%`, "--scale": slot.scale, "--delay": `${slot.delay}ms` } as CSSProperties}
                >
                  <TeamAvatar member={m} alt={copy.team.portrait(m.name ?? roleOf(m))} />
                  <span className="mt-2 text-xs font-semibold text-slate-800 sm:text-sm">{m.name ?? roleOf(m)}</span>
                  {m.name && <span className="text-xs text-slate-600">{roleOf(m)}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
