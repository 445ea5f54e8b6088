import type { ReactNode } from "react";
import type { ServiceIllustration } from "../../../shared/content/service-details";

/** The opening block of a service page: its one H1, the introduction, calls to action and illustration. */
export function ServiceHero(props: {
  eyebrow: string;
  title: string;
  intro: string;
  illustration: ServiceIllustration;
  children: ReactNode;
}) {
  const { illustration } = props;
  return (
    <section className="hero-band">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{props.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{props.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{props.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>
        </div>
        <img
          src={illustration.src}
          width={illustration.width}
          height={illustration.height}
          alt=""
          className="hidden h-auto w-full rounded-2xl shadow-2xl lg:block"
        />
      </div>
    </section>
  );
}
