import type { ReactNode } from "react";

/** The opening block of a service page: its one H1, the introduction, calls to action and, on wide screens, what the service delivers. */
export function ServiceHero(props: { eyebrow: string; title: string; intro: string; visual: ReactNode; children: ReactNode }) {
  return (
    <section className="hero-band">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{props.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{props.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{props.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>
        </div>
        {/* Not shown below lg (CSS only, so nothing moves while the page loads). */}
        <div className="hidden lg:block">{props.visual}</div>
      </div>
    </section>
  );
}
