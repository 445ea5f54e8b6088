import { useLoaderData } from "react-router";
import { Link } from "../../lib/region/region-link";
import type { ClaimLoaderData } from "../../features/content/content-loaders";
import { copyForRegion, pageCopyFor } from "../../../shared/i18n/copy";
import { useCopy } from "../../lib/region/use-copy";
import { newsletterDe } from "../../../shared/i18n/pages/newsletter.de";
import { newsletterEn } from "../../../shared/i18n/pages/newsletter.en";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { PageHero } from "../../components/ui/page-hero";
import { NewsletterHeroVisual } from "./newsletter-hero-visual";
import { NewsletterForm } from "../../features/newsletter-form/newsletter-form";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: ({ region, data }) => {
    const { meta } = pageCopyFor({ en: newsletterEn, de: newsletterDe }, region);
    const { value } = data as ClaimLoaderData;
    return { title: meta.title, description: meta.description(value && copyForRegion(region).common.figure(value)) };
  },
};

export function Component() {
  const copy = usePageCopy({ en: newsletterEn, de: newsletterDe });
  const { value } = useLoaderData() as ClaimLoaderData;
  const { figure } = useCopy().common;
  const subscribers = value && figure(value);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro(subscribers)}</p>} visual={<NewsletterHeroVisual />}>
        <a href="#subscribe" className="btn btn-accent">
          {copy.subscribeFree}
        </a>
      </PageHero>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="newsletter-topics">
          <h2 id="newsletter-topics" className="text-3xl font-bold text-slate-900">
            {copy.topicsTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {copy.topics.map((t) => (
              <li key={t.title} className="card p-6">
                <h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t.text}</p>
              </li>
            ))}
          </ul>
          {subscribers && (
            <div className="mt-10 flex items-center gap-4 rounded-xl border border-indigo-100 bg-indigo-50 p-6">
              <p className="text-4xl font-bold text-indigo-700">{subscribers}</p>
              <p className="text-slate-700">{copy.subscribersText}</p>
            </div>
          )}
        </section>

        <section id="subscribe" className="card scroll-mt-24 self-start p-6 sm:p-8" aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" className="text-2xl font-bold text-slate-900">
            {copy.subscribeTitle}
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-600">{copy.subscribeText}</p>
          <NewsletterForm returnTo="/newsletter" />
        </section>
      </div>

      <section className="container-page pb-16">
        <div className="card flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-slate-700">{copy.projectText}</p>
          <Link to="/contact" className="btn btn-primary">
            {copy.contactTeam}
          </Link>
        </div>
      </section>
    </>
  );
}
