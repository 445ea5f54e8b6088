import { useLocation } from "react-router";
import { Link } from "../../lib/region/region-link";
import { getService, type ServiceSummary } from "../../../shared/content/services";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CtaBand } from "../../components/content/cta-band";
import { ExternalLink } from "../../components/ui/external-link";
import type { PageHandle } from "../../head/page-meta";
import { usePageRegion } from "../../lib/region/region-context";
import { N8nWaitlistForm } from "./n8n-waitlist-form";
import { RelatedCaseStudiesSection } from "./related-case-studies";
import { DedicatedPricingSection, PackagesSection } from "./service-packages";
import { serviceMeta, serviceTrail } from "./service-meta";
import { serviceDetailIn, useServiceDetail } from "./service-detail";
import { ServiceHero } from "./service-hero";
import { ServicePlatforms } from "./service-platforms";
import { ServiceHeroVisual } from "./service-hero-visual";
import { useCopy, useFromPriceText, usePricesInText } from "../../lib/region/use-copy";
import { FaqSection, IncludedSection, ProcessSection, Section, WhiteLabelSection, WhoForSection } from "./service-sections";
import { basePathOf } from "../../../shared/region-addresses";
import { useServicePageCopy, useServiceSummaries } from "../../components/content/use-service-copy";
import { useBookingUrl } from "../../lib/booking/use-booking-url";

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
    return serviceMeta(s, serviceDetailIn(s.slug, args.region), args);
  },
};

export function Component() {
  const { pathname } = useLocation();
  const bookingUrl = useBookingUrl();
  const region = usePageRegion();
  const s = serviceOf(pathname);
  const detail = useServiceDetail(s.slug);
  const contactHref = `/contact?service=${s.slug}`;
  const copy = useServicePageCopy();
  const name = useServiceSummaries()[s.slug].name;
  return (
    <>
      <Breadcrumbs trail={serviceTrail(region, s)} />
      <ServiceHeroFor service={s} bookingUrl={bookingUrl} contactHref={contactHref} />
      <ServicePlatforms slug={s.slug} />
      {s.isComingSoon && <WaitlistSection />}
      <WhoForSection detail={detail} />
      <IncludedSection detail={detail} planned={s.isComingSoon} />
      {detail.packages.length > 0 && <PackagesSection service={s} detail={detail} />}
      {s.slug === "dedicated-resources" && <DedicatedPricingSection service={s} detail={detail} />}
      <WhiteLabelSection detail={detail} />
      <ProcessSection detail={detail} />
      <RelatedCaseStudiesSection service={s} detail={detail} />
      <FaqSection detail={detail} />
      <CtaBand
        title={s.isComingSoon ? copy.cta.comingSoonTitle : copy.cta.readyTitle(name)}
        text={<p>{s.isComingSoon ? copy.cta.comingSoonText : copy.cta.readyText}</p>}
        contactHref={contactHref}
        contactLabel={copy.hero.askAbout(name)}
      />
    </>
  );
}

function ServiceHeroFor(props: { service: ServiceSummary; bookingUrl: string; contactHref: string }) {
  const { service: s } = props;
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  const text = useServicePageCopy().hero;
  const summary = useServiceSummaries()[s.slug];
  return (
    <ServiceHero
      eyebrow={s.slug === "n8n-automations" ? copy.common.comingSoon : fromPriceText(s.slug)}
      title={summary.headline}
      intro={pricesInText(summary.intro)}
      visual={<ServiceHeroVisual slug={s.slug} planned={s.isComingSoon} />}
    >
      {s.isComingSoon ? (
        <a href="#waitlist" className="btn btn-accent">
          {text.notifyMe}
        </a>
      ) : (
        <ExternalLink href={props.bookingUrl} className="btn btn-accent">
          {text.bookCall}
        </ExternalLink>
      )}
      <Link to={props.contactHref} className="btn btn-light">
        {text.askAbout(summary.name)}
      </Link>
    </ServiceHero>
  );
}

function WaitlistSection() {
  const copy = useServicePageCopy().waitlist;
  return (
    <Section id="waitlist" title={copy.title} intro={<p>{copy.intro}</p>}>
      <div className="max-w-2xl">
        <N8nWaitlistForm />
      </div>
    </Section>
  );
}
