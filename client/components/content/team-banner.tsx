import { useEffect, useRef, useState, type CSSProperties } from "react";
import { teamMembers } from "../../../shared/content/team";
import { optionLabel } from "../../../shared/i18n/copy";
import { useCopy } from "../../lib/region/use-copy";
import { TeamAvatar } from "./team-avatar";

/**
 * The team banner (home and about pages): 14 illustrated portraits with their roles (names once a
 * deployment sets them), placed by their x, y and scale, each animating
 * in after its delay once the banner scrolls into view. The server renders them
 * in place (nothing hidden without JavaScript); with reduced motion they just stay.
 * Below the md breakpoint they sit in centred rows of three (five from sm).
 */
export function TeamBanner(props: { headingId: string; title: string; intro: string }) {
  const copy = useCopy();
  const ref = useRef<HTMLDivElement>(null);
  const [animation, setAnimation] = useState<"none" | "waiting" | "running">("none");

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let isFirst = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const isVisible = entries.some((e) => e.isIntersecting);
        // Already on screen at load: leave it as the server drew it, never blink it away.
        if (isFirst && isVisible) observer.disconnect();
        else if (isFirst) setAnimation("waiting");
        else if (isVisible) {
          setAnimation("running");
          observer.disconnect();
        }
        isFirst = false;
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="overflow-hidden bg-slate-100 py-16 sm:py-20" aria-labelledby={props.headingId}>
      <div className="container-page">
        <h2 id={props.headingId} className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {props.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-600">{props.intro}</p>
        <div ref={ref} className="team-banner mt-10" data-animation={animation}>
          <ul aria-label={copy.team.byRole} className="flex flex-wrap justify-center gap-y-6 md:block md:h-full">
            {teamMembers.map((m) => (
              <li
                key={m.id}
                className="team-member flex flex-col items-center px-1 text-center max-sm:w-1/3 sm:max-md:w-1/5"
                style={{ "--x": `${m.x}%`, "--y": `${m.y}%`, "--scale": m.scale, "--delay": `${m.delay}ms` } as CSSProperties}
              >
                <TeamAvatar member={m} alt={copy.team.portrait(m.name ?? optionLabel(copy.team.roles, m.role))} />
                <span className="mt-2 text-xs font-semibold text-slate-800 sm:text-sm">
                  {m.name ?? optionLabel(copy.team.roles, m.role)}
                </span>
                {m.name && <span className="text-xs text-slate-600">{optionLabel(copy.team.roles, m.role)}</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
