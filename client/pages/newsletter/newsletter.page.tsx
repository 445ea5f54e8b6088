import { Link } from "../../lib/region/region-link";
import { NEWSLETTER_SUBSCRIBERS, newsletterTopics } from "../../../shared/content/company";
import { PageHero } from "../../components/ui/page-hero";
import { NewsletterForm } from "../../features/newsletter-form/newsletter-form";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Agency Growth Newsletter",
    description:
      "Join 1000+ agency owners getting client-winning strategies, pricing and proposal tips, AI and automation advice and real agency stories by email.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="The agency growth newsletter"
        intro={
          <p>
            {`Join ${NEWSLETTER_SUBSCRIBERS} agency owners who get practical ideas in their inbox: client-winning strategies, pricing and proposal tips, AI and automation advice, and honest stories from agencies that scaled without hiring.`}
          </p>
        }
      >
        <a href="#subscribe" className="btn btn-accent">
          Subscribe for free
        </a>
      </PageHero>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="newsletter-topics">
          <h2 id="newsletter-topics" className="text-3xl font-bold text-slate-900">
            What you get in every issue
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {newsletterTopics.map((t) => (
              <li key={t.title} className="card p-6">
                <h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex items-center gap-4 rounded-xl border border-indigo-100 bg-indigo-50 p-6">
            <p className="text-4xl font-bold text-indigo-700">{NEWSLETTER_SUBSCRIBERS}</p>
            <p className="text-slate-700">subscribers already get it in their inbox.</p>
          </div>
        </section>

        <section id="subscribe" className="card scroll-mt-24 self-start p-6 sm:p-8" aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" className="text-2xl font-bold text-slate-900">
            Subscribe
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-600">
            Free, and you can unsubscribe whenever you like. After signing up, check your inbox: one click on the link in our email confirms
            your subscription.
          </p>
          <NewsletterForm returnTo="/newsletter" />
        </section>
      </div>

      <section className="container-page pb-16">
        <div className="card flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-slate-700">Have a project in mind already? Our team replies to every message within 24 hours.</p>
          <Link to="/contact" className="btn btn-primary">
            Contact our team
          </Link>
        </div>
      </section>
    </>
  );
}
