import type { ReactNode } from "react";

/**
 * The opening block of a page: its one H1 and the introduction under it, and on wide
 * screens a visual of what the page offers (a HeroPanel). Below the lg breakpoint the visual
 * is not shown at all (CSS only, so nothing moves while the page loads).
 */
export function PageHero(props: {
  eyebrow?: string;
  title: string;
  /** The title's language where it differs from the page's (an English study's own title on a German page). */
  titleLang?: string;
  intro: ReactNode;
  children?: ReactNode;
  visual?: ReactNode;
}) {
  return (
    <section className="hero-band">
      <div
        className={`container-page py-16 sm:py-20${props.visual ? " grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.25fr_1fr]" : ""}`}
      >
        <div>
          {props.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{props.eyebrow}</p>}
          <h1
            lang={props.titleLang}
            className="mt-3 max-w-3xl text-[clamp(1.5rem,8vw,2.25rem)] leading-tight font-bold tracking-tight break-words hyphens-auto text-white sm:text-5xl"
          >
            {props.title}
          </h1>
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{props.intro}</div>
          {props.children && <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>}
        </div>
        {props.visual && <div className="hidden lg:block">{props.visual}</div>}
      </div>
    </section>
  );
}
