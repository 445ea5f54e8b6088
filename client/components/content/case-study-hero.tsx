import type { ReactNode } from "react";
import type { Language } from "../../../shared/language";
import type { CaseStudyDocument } from "../../../shared/schemas/content-documents";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { CaseStudyCover } from "./case-study-cover";
import { ResponsiveImage } from "./responsive-image";

/** How wide the hero's cover is drawn: the grid's 28rem column on wide screens, the page's width below. */
export const STUDY_COVER_SIZES = "(min-width: 1024px) 448px, calc(100vw - 2rem)";

/**
 * The study's opening: its H1 and introduction on the left and, beside them on wide screens
 * (under them on phones), its cover: the picture staff chose for it (the page's largest image,
 * fetched first and preloaded by the page's head), else the headline result as a chart, or what
 * the project was.
 * `lang` is the story's language, which may differ from the page's (shared/schemas/content-views.ts storyIn).
 * A German H1 may hold a compound wider than a phone at this size: it breaks rather than overflow.
 */
export function CaseStudyHero(props: {
  study: CaseStudySummary;
  story: CaseStudyDocument["story"]["en"];
  lang: Language;
  eyebrow: string;
  actions: ReactNode;
}) {
  const { study, story } = props;
  return (
    <section className="hero-band">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{props.eyebrow}</p>
          <h1 lang={props.lang} className="mt-3 max-w-3xl break-words text-4xl font-bold tracking-tight text-white sm:text-5xl">
            {story.title}
          </h1>
          <p lang={props.lang} className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">
            {story.intro}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">{props.actions}</div>
        </div>
        <figure className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15" data-testid="study-hero-cover">
          {study.cover ? (
            <ResponsiveImage image={study.cover} sizes={STUDY_COVER_SIZES} priority className="block h-auto w-full" />
          ) : (
            <CaseStudyCover study={study} className="block h-auto w-full" />
          )}
        </figure>
      </div>
    </section>
  );
}
