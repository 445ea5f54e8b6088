import type { ReactNode } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { linkStatusOf, linkStatusRegion } from "../../api/newsletter-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { NewsletterForm } from "../../features/newsletter-form/newsletter-form";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { newsletterLinksDe } from "../../../shared/i18n/pages/newsletter-links.de";
import { newsletterLinksEn } from "../../../shared/i18n/pages/newsletter-links.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

// Where the double opt-in email's link lands. One button confirms: mail scanners
// open links, and opening must not be what subscribes (server/newsletter/newsletter-links.ts).
// The page has one address and speaks the subscriber's language (handle.region).

export const handle: PageHandle = {
  meta: ({ region }) => ({ ...pageCopyFor({ en: newsletterLinksEn, de: newsletterLinksDe }, region).confirm.meta, noindex: true }),
  region: linkStatusRegion,
};

function SignUpAgain({ children }: { children: ReactNode }) {
  const copy = usePageCopy({ en: newsletterLinksEn, de: newsletterLinksDe }).confirm;
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="sign-up-again">
      <h2 id="sign-up-again" className="text-2xl font-bold text-slate-900">
        {copy.signUpAgain}
      </h2>
      <p className="mt-2 mb-6 text-sm text-slate-600">{children}</p>
      <NewsletterForm returnTo="/newsletter" />
    </section>
  );
}

export function Component() {
  const status = linkStatusOf(useLoaderData());
  const [searchParams] = useSearchParams();
  const { brand } = useRootData();
  const all = usePageCopy({ en: newsletterLinksEn, de: newsletterLinksDe });
  const copy = all.confirm;

  if (status.state === "ready") {
    return (
      <>
        <PageHero eyebrow={all.eyebrow} title={copy.title} intro={<p>{copy.intro(status.email, brand.name)}</p>} />
        <div className="container-page py-14">
          <section className="card max-w-xl p-6 sm:p-8" aria-labelledby="confirm-title">
            <h2 id="confirm-title" className="text-2xl font-bold text-slate-900">
              {copy.question}
            </h2>
            <p className="mt-2 text-slate-600">{copy.text(status.email)}</p>
            <form method="post" action="/api/newsletter/confirm" className="mt-6" aria-label={copy.formLabel}>
              <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
              <button type="submit" className="btn btn-primary">
                {copy.button}
              </button>
            </form>
            <p className="mt-4 text-sm text-slate-500">{copy.changedMind}</p>
          </section>
        </div>
      </>
    );
  }

  if (status.state === "done") {
    return (
      <>
        <PageHero eyebrow={all.eyebrow} title={copy.doneTitle} intro={<p>{copy.doneIntro(status.email)}</p>}>
          <Link to="/blog" className="btn btn-accent">
            {copy.readBlog}
          </Link>
          <Link to="/" className="btn btn-light">
            {all.home}
          </Link>
        </PageHero>
        <div className="container-page py-14">
          <p className="max-w-2xl text-slate-700">{copy.doneNote}</p>
        </div>
      </>
    );
  }

  const problem = copy.problems[status.state];
  return (
    <>
      <PageHero eyebrow={all.eyebrow} title={problem.title} intro={<p>{problem.intro}</p>} />
      <div className="container-page max-w-xl py-14">
        <SignUpAgain>{copy.signUpAgainText}</SignUpAgain>
      </div>
    </>
  );
}
