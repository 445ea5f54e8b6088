import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: () => ({
    title: "Contact Us",
    description: "Contact our white-label agency team: tell us about your project and get a reply within 24 hours, or book a free 30-minute strategy call.",
  }),
};

export function Component() {
  const { brand } = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your agency's next project"
        intro={<p>{"Tell us what your clients need and we will reply within 24 hours with a plan, a price and a realistic timeline. Prefer to talk? Book a free 30-minute strategy call at a time that suits you."}</p>}
      >
        <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
          Book a free 30-minute call
        </ExternalLink>
      </PageHero>
    </>
  );
}
