import { useLoaderData, useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { linkStatusOf, linkStatusRegion } from "../../api/newsletter-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { newsletterLinksDe } from "../../../shared/i18n/pages/newsletter-links.de";
import { newsletterLinksEn } from "../../../shared/i18n/pages/newsletter-links.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

// Where the newsletter's unsubscribe link lands. A person confirms with one button;
// a mail program's one-click unsubscribe POSTs to this same address instead
// (server/api/newsletter.router.ts), and opening the page alone changes nothing.
// The page has one address and speaks the subscriber's language (handle.region).

export const handle: PageHandle = {
  meta: ({ region }) => ({ ...pageCopyFor({ en: newsletterLinksEn, de: newsletterLinksDe }, region).unsubscribe.meta, noindex: true }),
  region: linkStatusRegion,
};

export function Component() {
  const status = linkStatusOf(useLoaderData());
  const [searchParams] = useSearchParams();
  const { brand } = useRootData();
  const all = usePageCopy({ en: newsletterLinksEn, de: newsletterLinksDe });
  const copy = all.unsubscribe;

  if (status.state === "ready") {
    return (
      <>
        <PageHero eyebrow={all.eyebrow} title={copy.title} intro={<p>{copy.intro(status.email, brand.name)}</p>} />
        <div className="container-page py-14">
          <section className="card max-w-xl p-6 sm:p-8" aria-labelledby="unsubscribe-title">
            <h2 id="unsubscribe-title" className="text-2xl font-bold text-slate-900">
              {copy.sorry}
            </h2>
            <p className="mt-2 text-slate-600">{copy.text(status.email)}</p>
            <form method="post" action="/api/newsletter/unsubscribe" className="mt-6" aria-label={copy.formLabel}>
              <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
              <button type="submit" className="btn btn-primary">
                {copy.button}
              </button>
            </form>
          </section>
        </div>
      </>
    );
  }

  if (status.state === "done") {
    return (
      <PageHero eyebrow={all.eyebrow} title={copy.doneTitle} intro={<p>{copy.doneIntro(status.email)}</p>}>
        <Link to="/newsletter" className="btn btn-accent">
          {copy.subscribeAgain}
        </Link>
        <Link to="/" className="btn btn-light">
          {all.home}
        </Link>
      </PageHero>
    );
  }

  return (
    <>
      <PageHero eyebrow={all.eyebrow} title={copy.invalidTitle} intro={<p>{copy.invalidIntro}</p>} />
      <div className="container-page py-14">
        <p className="max-w-2xl text-slate-700">
          {copy.writeBefore}{" "}
          <a
            href={`mailto:${brand.email}?subject=${encodeURIComponent(copy.mailSubject)}`}
            className="font-medium text-indigo-700 underline"
          >
            {brand.email}
          </a>{" "}
          {copy.writeAfter}
        </p>
      </div>
    </>
  );
}
