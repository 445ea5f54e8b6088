import { useLoaderData, useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { linkStatusOf } from "../../api/newsletter-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

// Where the newsletter's unsubscribe link lands. A person confirms with one button;
// a mail program's one-click unsubscribe POSTs to this same address instead
// (server/api/newsletter.router.ts), and opening the page alone changes nothing.

export const handle: PageHandle = {
  meta: () => ({
    title: "Unsubscribe from the newsletter",
    description: "Stop receiving our agency growth newsletter.",
    noindex: true,
  }),
};

export function Component() {
  const status = linkStatusOf(useLoaderData());
  const [searchParams] = useSearchParams();
  const { brand } = useRootData();

  if (status.state === "ready") {
    return (
      <>
        <PageHero
          eyebrow="Newsletter"
          title="Unsubscribe from the newsletter"
          intro={<p>{`${status.email} will no longer receive the ${brand.name} newsletter.`}</p>}
        />
        <div className="container-page py-14">
          <section className="card max-w-xl p-6 sm:p-8" aria-labelledby="unsubscribe-title">
            <h2 id="unsubscribe-title" className="text-2xl font-bold text-slate-900">
              Sorry to see you go
            </h2>
            <p className="mt-2 text-slate-600">One click and we stop sending the newsletter to {status.email}.</p>
            <form method="post" action="/api/newsletter/unsubscribe" className="mt-6" aria-label="Unsubscribe">
              <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
              <button type="submit" className="btn btn-primary">
                Unsubscribe
              </button>
            </form>
          </section>
        </div>
      </>
    );
  }

  if (status.state === "done") {
    return (
      <PageHero
        eyebrow="Newsletter"
        title="You're unsubscribed"
        intro={
          <p>{`${status.email} won't receive the newsletter any more. We keep a note of the address only so that we never email it again.`}</p>
        }
      >
        <Link to="/newsletter" className="btn btn-accent">
          Changed your mind? Subscribe again
        </Link>
        <Link to="/" className="btn btn-light">
          Back to the home page
        </Link>
      </PageHero>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="This link isn't valid"
        intro={<p>It may have been cut off when it was copied. Use the unsubscribe link in the newsletter email again.</p>}
      />
      <div className="container-page py-14">
        <p className="max-w-2xl text-slate-700">
          Still receiving emails you don't want? Write to{" "}
          <a href={`mailto:${brand.email}?subject=Unsubscribe`} className="font-medium text-indigo-700 underline">
            {brand.email}
          </a>{" "}
          and we'll remove your address.
        </p>
      </div>
    </>
  );
}
