import { useLocation } from "react-router";
import { Link } from "../../lib/region/region-link";
import { requireServiceDetail } from "../../../shared/content/service-details";
import { getService, type ServiceSummary } from "../../../shared/content/services";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CtaBand } from "../../components/content/cta-band";
import { ExternalLink } from "../../components/ui/external-link";
import type { PageHandle } from "../../head/page-meta";
import { useRegionConfig } from "../../lib/region/region-context";
import { N8nWaitlistForm } from "./n8n-waitlist-form";
import { RelatedCaseStudiesSection } from "./related-case-studies";
import { DedicatedPricingSection, PackagesSection } from "./service-packages";
import { serviceMeta, serviceTrail } from "./service-meta";
import { ServiceHero } from "./service-hero";
import { useCopy, useFromPriceText, usePricesInText } from "../../lib/region/use-copy";
import { FaqSection, IncludedSection, ProcessSection, Section, WhiteLabelSection, WhoForSection } from "./service-sections";
import { basePathOf } from "../../../shared/region-addresses";

// One template for the six service pages, driven by shared/content.

const serviceOf = (pathname: string): ServiceSummary => {
  const service = getService(basePathOf(pathname).split("/")[2] ?? "");
  // The route table only registers paths of known services.
  if (!service) throw new Error(`No service content for ${pathname}`);
  return service;
};

export const handle: PageHandle = {
  meta: (args) => {
    const s = serviceOf(args.pathname);
    return serviceMeta(s, requireServiceDetail(s.slug), args);
  },
};

export function Component() {
  const { pathname } = useLocation();
  const { bookingUrl } = useRegionConfig();
  const s = serviceOf(pathname);
  const detail = requireServiceDetail(s.slug);
  const contactHref = `/contact?service=${s.slug}`;
  return (
    <>
      <Breadcrumbs trail={serviceTrail(s)} />
      <ServiceHeroFor service={s} bookingUrl={bookingUrl} contactHref={contactHref} />
      {s.isComingSoon && <WaitlistSection />}
      <WhoForSection detail={detail} />
      <IncludedSection detail={detail} title={s.isComingSoon ? "What we plan to include" : "What's included"} />
      {detail.packages.length > 0 && <PackagesSection service={s} detail={detail} />}
      {s.slug === "dedicated-resources" && <DedicatedPricingSection service={s} />}
      <WhiteLabelSection detail={detail} />
      <ProcessSection detail={detail} />
      <RelatedCaseStudiesSection service={s} detail={detail} />
      <FaqSection detail={detail} />
      <CtaBand
        title={s.isComingSoon ? "Need automation help before launch?" : `Ready to offer ${s.name} to your clients?`}
        text={
          <p>
            {s.isComingSoon
              ? "Tell us what your clients need automated and we will suggest the best way to deliver it today."
              : "Book a free 30-minute strategy call, or send us the details and get a reply within 24 hours."}
          </p>
        }
        contactHref={contactHref}
        contactLabel={`Ask about ${s.name}`}
      />
    </>
  );
}

function ServiceHeroFor(props: { service: ServiceSummary; bookingUrl: string; contactHref: string }) {
  const { service: s } = props;
  const detail = requireServiceDetail(s.slug);
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  return (
    <ServiceHero
      eyebrow={s.slug === "n8n-automations" ? copy.common.comingSoon : fromPriceText(s.slug)}
      title={s.headline}
      intro={pricesInText(s.intro)}
      illustration={detail.illustration}
    >
      {s.isComingSoon ? (
        <a href="#waitlist" className="btn btn-accent">
          Notify me at launch
        </a>
      ) : (
        <ExternalLink href={props.bookingUrl} className="btn btn-accent">
          Book a free strategy call
        </ExternalLink>
      )}
      <Link to={props.contactHref} className="btn btn-light">
        Ask about {s.name}
      </Link>
    </ServiceHero>
  );
}

function WaitlistSection() {
  return (
    <Section
      id="waitlist"
      title="Get notified at launch"
      intro={<p>Join the waitlist and be the first to hear when white-label n8n automations open, with the scope and prices.</p>}
    >
      <div className="max-w-2xl">
        <N8nWaitlistForm />
      </div>
    </Section>
  );
}
