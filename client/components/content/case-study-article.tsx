import { servicePagePathOf } from "../../../shared/content/case-studies";
import { storyIn, type CaseStudySummary, type CaseStudyView, type TestimonialView } from "../../../shared/schemas/content-views";
import { Link } from "../../lib/region/region-link";
import { useCopy } from "../../lib/region/use-copy";
import { CaseStudyGrid } from "./case-study-card";
import { CaseStudyHero } from "./case-study-hero";
import { ResultsGrid } from "./case-study-results";
import { otherResultsOf } from "../../../shared/content/case-study-figures";
import { AtAGlance, Block, IllustrativeNotice, TagList } from "./case-study-sections";
import { CtaBand } from "./cta-band";
import { EnglishBody } from "./english-body";
import { PlatformMarks } from "./platform-marks";
import { TestimonialsSection } from "./testimonials-section";
import { useCaseStudiesCopy, useContentBlocksCopy } from "./use-content-copy";
import { useFigureWords } from "./use-figure-words";
import { useStudyMeta } from "./use-study-meta";
import { BookingLink } from "../../lib/booking/booking-link";

/**
 * A case study's page below its breadcrumbs: the hero, the facts at a glance, the story (in
 * German where the study has one, as every seeded study does, else English and said to be), the results, the tags, the
 * client's testimonials, related studies and the call to action. It takes the study as props,
 * so the live page and the staff's preview of a draft render the same (docs/decisions/0025-content-in-the-database.md).
 */
export function CaseStudyArticle(props: {
  study: CaseStudyView;
  related: readonly CaseStudySummary[];
  testimonials: readonly TestimonialView[];
}) {
  const { study, related } = props;
  const { language } = useCopy();
  const { story, lang } = storyIn(study, language);
  const servicePath = servicePagePathOf(study.service);
  const contactHref = servicePath ? `/contact?service=${study.service}` : "/contact";
  const copy = useCaseStudiesCopy();
  const blocks = useContentBlocksCopy();
  const meta = useStudyMeta(study);
  const tags = useFigureWords().words.tags;
  const d = copy.detail;
  const kind = study.isIllustrative ? d.example : d.caseStudy;
  const more = otherResultsOf(study.figures);
  const measured = study.figures.results.length > 0;
  const body = (
    <>
      <Block id="challenge" title={study.isIllustrative ? d.typicalChallenge : d.challenge}>
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {story.challenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Block>
      <Block id="delivered" title={study.isIllustrative ? d.typicallyDeliver : d.delivered}>
        <ul className="space-y-3 text-lg text-slate-700">
          {story.delivered.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-1 text-emerald-700">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Block>
    </>
  );
  return (
    <>
      <CaseStudyHero
        study={study}
        story={story}
        lang={lang}
        eyebrow={`${kind} · ${copy.services[study.service]}`}
        actions={
          <>
            <BookingLink className="btn btn-accent">{d.bookCall}</BookingLink>
            <Link to="/case-studies" className="btn btn-light">
              {d.all}
            </Link>
          </>
        }
      />
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:order-2">
          <div className="space-y-6 lg:sticky lg:top-6">
            <AtAGlance study={study} />
            {servicePath && (
              <Link to={servicePath} className="btn btn-outline w-full">
                {d.explore(copy.services[study.service])}
              </Link>
            )}
          </div>
        </div>
        <article className="min-w-0 lg:order-1" aria-label={`${kind}: ${meta.client}`}>
          {study.isIllustrative && <IllustrativeNotice />}
          {lang === "en" ? <EnglishBody>{body}</EnglishBody> : <div lang={lang}>{body}</div>}
          {more.length > 0 && (
            <div className="mt-12">
              <Block id="results" title={d.results}>
                <ResultsGrid figures={more} />
              </Block>
            </div>
          )}
          {!measured && !study.isIllustrative && (
            <p role="note" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
              {d.noFigures}
            </p>
          )}
          <div className="mt-12">
            <Block id="services-and-tech" title={d.servicesAndTech}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{d.servicesUsed}</h3>
              <div className="mt-2">
                <TagList label={d.servicesUsed} items={study.servicesUsed.map((t) => tags[t])} />
              </div>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-500">{d.tech}</h3>
              <div className="mt-2">
                <TagList label={d.tech} items={study.tech.map((t) => tags[t])} />
              </div>
              <PlatformMarks names={study.platforms} className="mt-6" />
            </Block>
          </div>
        </article>
      </div>
      <TestimonialsSection testimonials={props.testimonials} headingId="study-testimonials" title={blocks.studyTestimonials} />
      {related.length > 0 && (
        <section className="border-t border-slate-200 bg-white" aria-labelledby="related-studies">
          <div className="container-page py-14">
            <h2 id="related-studies" className="text-3xl font-bold tracking-tight text-slate-900">
              {d.related}
            </h2>
            <CaseStudyGrid className="mt-8" studies={related} />
          </div>
        </section>
      )}
      <CtaBand
        title={study.isIllustrative ? d.ctaPlanning : d.ctaResults}
        text={<p>{d.ctaText}</p>}
        contactHref={contactHref}
        contactLabel={d.ctaContact}
      />
    </>
  );
}
