import { Link } from "../../lib/region/region-link";
import { getService, type ServiceSlug, type ServiceSummary } from "../../../shared/content/services";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CtaBand } from "../../components/content/cta-band";
import { BookingLink } from "../../lib/booking/booking-link";
import { usePageRegion } from "../../lib/region/region-context";
import { RelatedCaseStudiesSection } from "./related-case-studies";
import { DedicatedPricingSection } from "./service-packages";
import { PackagesSection } from "../../components/content/packages-section";
import { serviceTrail } from "./service-meta";
import { useServiceDetail } from "../../components/content/service-detail";
import { ServiceHero } from "./service-hero";
import { ServicePlatforms } from "./service-platforms";
import { ServiceHeroVisual } from "./service-hero-visual";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText, usePricesInText } from "../../lib/region/use-price-text";
import { IncludedSection, ProcessSection, WhiteLabelSection, WhoForSection } from "./service-sections";
import { FaqSection } from "../../components/content/faq-section";
import { useServicePageCopy, useServiceSummaries } from "../../components/content/use-service-copy";

// The service page's two static parts (./service.page.tsx): links, text and pictures only,
// which the browser keeps as the server's HTML without loading this code to hydrate.

const serviceBySlug = (slug: ServiceSlug): ServiceSummary => getService(slug)!;
const contactHrefOf = (slug: ServiceSlug) => `/contact?service=${slug}`;

/** From the breadcrumbs to the platforms the service works on. */
export function ServiceIntro({ slug }: { slug: ServiceSlug }) {
  const s = serviceBySlug(slug);
  const region = usePageRegion();
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  const text = useServicePageCopy().hero;
  const summary = useServiceSummaries()[s.slug];
  return (
    <>
      <Breadcrumbs trail={serviceTrail(region, s)} />
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
          <BookingLink className="btn btn-accent">{text.bookCall}</BookingLink>
        )}
        <Link to={contactHrefOf(s.slug)} className="btn btn-light">
          {text.askAbout(summary.name)}
        </Link>
      </ServiceHero>
      <ServicePlatforms slug={s.slug} />
    </>
  );
}

/** From who it is for to the closing call to action. */
export function ServiceBody({ slug }: { slug: ServiceSlug }) {
  const s = serviceBySlug(slug);
  const detail = useServiceDetail(s.slug);
  const copy = useServicePageCopy();
  const pricesInText = usePricesInText();
  const name = useServiceSummaries()[s.slug].name;
  return (
    <>
      <WhoForSection detail={detail} />
      <IncludedSection detail={detail} planned={s.isComingSoon} />
      {detail.packages.length > 0 && <PackagesSection service={s} detail={detail} />}
      {s.slug === "dedicated-resources" && <DedicatedPricingSection service={s} detail={detail} />}
      <WhiteLabelSection detail={detail} />
      <ProcessSection detail={detail} />
      <RelatedCaseStudiesSection service={s} detail={detail} />
      {/* The answers may quote our list prices: they show in the visitor's currency. */}
      <FaqSection
        id="faq"
        title={copy.sections.faq}
        faqs={detail.faqs.map((f) => ({ question: f.question, answer: pricesInText(f.answer) }))}
      />
      <CtaBand
        title={s.isComingSoon ? copy.cta.comingSoonTitle : copy.cta.readyTitle(name)}
        text={<p>{s.isComingSoon ? copy.cta.comingSoonText : copy.cta.readyText}</p>}
        contactHref={contactHrefOf(s.slug)}
        contactLabel={copy.hero.askAbout(name)}
      />
    </>
  );
}
