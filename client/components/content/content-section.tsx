import type { ReactNode } from "react";

/** A titled band of a content page (service pages, landing pages): its heading, an introduction and what it holds. */
export function Section(props: { id: string; title: string; intro?: ReactNode; tone?: "white" | "plain"; children: ReactNode }) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={props.tone === "white" ? "border-y border-slate-200 bg-white" : undefined}
    >
      <div className="container-page py-14 sm:py-16">
        <h2 id={`${props.id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {props.title}
        </h2>
        {props.intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{props.intro}</div>}
        <div className="mt-8">{props.children}</div>
      </div>
    </section>
  );
}
