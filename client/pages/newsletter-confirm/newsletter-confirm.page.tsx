import type { ReactNode } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { linkStatusOf } from "../../api/newsletter-link";
import { PageHero } from "../../components/ui/page-hero";
import { NewsletterForm } from "../../features/newsletter-form/newsletter-form";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

// Where the double opt-in email's link lands. One button confirms: mail scanners
// open links, and opening must not be what subscribes (server/newsletter/newsletter-links.ts).

export const handle: PageHandle = {
  meta: () => ({
    title: "Confirm your newsletter subscription",
    description: "Confirm your subscription to our agency growth newsletter.",
    noindex: true,
  }),
};

function SignUpAgain({ children }: { children: ReactNode }) {
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="sign-up-again">
      <h2 id="sign-up-again" className="text-2xl font-bold text-slate-900">
        Sign up again
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

  if (status.state === "ready") {
    return (
      <>
        <PageHero
          eyebrow="Newsletter"
          title="Confirm your subscription"
          intro={<p>{`One click, and ${status.email} receives the ${brand.name} newsletter.`}</p>}
        />
        <div className="container-page py-14">
          <section className="card max-w-xl p-6 sm:p-8" aria-labelledby="confirm-title">
            <h2 id="confirm-title" className="text-2xl font-bold text-slate-900">
              Is this your address?
            </h2>
            <p className="mt-2 text-slate-600">
              Confirm that you want the newsletter at {status.email}. You can unsubscribe from any issue with one click.
            </p>
            <form method="post" action="/api/newsletter/confirm" className="mt-6" aria-label="Confirm subscription">
              <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
              <button type="submit" className="btn btn-primary">
                Confirm my subscription
              </button>
            </form>
            <p className="mt-4 text-sm text-slate-500">
              Changed your mind? Just close this page: without your confirmation we won't email you.
            </p>
          </section>
        </div>
      </>
    );
  }

  if (status.state === "done") {
    return (
      <>
        <PageHero
          eyebrow="Newsletter"
          title="You're subscribed!"
          intro={<p>{`Thank you for confirming. The next issue will arrive at ${status.email}.`}</p>}
        >
          <Link to="/blog" className="btn btn-accent">
            Read the blog meanwhile
          </Link>
          <Link to="/" className="btn btn-light">
            Back to the home page
          </Link>
        </PageHero>
        <div className="container-page py-14">
          <p className="max-w-2xl text-slate-700">
            Every issue has a link to unsubscribe with one click, so you stay in control of your inbox.
          </p>
        </div>
      </>
    );
  }

  const problem = {
    expired: { title: "This link has expired", intro: "Confirmation links work for 7 days. Sign up again and we'll send you a fresh one." },
    withdrawn: {
      title: "This address has unsubscribed",
      intro: "The address was unsubscribed after this link was sent, so the link no longer confirms anything.",
    },
    invalid: {
      title: "This link isn't valid",
      intro: "It may have been cut off when it was copied. Use the button in the email, or sign up again.",
    },
  }[status.state];
  return (
    <>
      <PageHero eyebrow="Newsletter" title={problem.title} intro={<p>{problem.intro}</p>} />
      <div className="container-page max-w-xl py-14">
        <SignUpAgain>We'll email you a new link to confirm your subscription.</SignUpAgain>
      </div>
    </>
  );
}
