import { useSearchParams } from "react-router";
import { acceptedCurrencies, RESPONSE_TIME_HOURS } from "../../../shared/content/company";
import { addressLine, telHref } from "../../../shared/content/contact-details";
import { resolveRegion } from "../../../shared/content/regions";
import { contactPrefill } from "../../../shared/content/offers";
import { localBusinessLd, webPageLd } from "../../../shared/structured-data";
import { AfterHydration } from "../../components/ui/after-hydration";
import { PageHero } from "../../components/ui/page-hero";
import { ContactHeroVisual } from "./contact-hero-visual";
import { ContactForm } from "../../features/contact-form/contact-form";
import { contactDe } from "../../../shared/i18n/pages/contact.de";
import { contactEn } from "../../../shared/i18n/pages/contact.en";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { usePageRegion, useRegionConfig } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { OfferNotice } from "./offer-notice";
import { SchedulerEmbed } from "./scheduler-embed";
import { useBookingUrl } from "../../lib/booking/use-booking-url";
import { BookingLink } from "../../lib/booking/booking-link";

export const handle: PageHandle = {
  meta: ({ brand, siteUrl, pathname, region }) => {
    const { title, description } = pageCopyFor({ en: contactEn, de: contactDe }, region).meta;
    return {
      title,
      description,
      structuredData: [
        localBusinessLd(brand, siteUrl, resolveRegion(region, brand)),
        { ...webPageLd({ siteUrl, pathname, title, description }), "@type": "ContactPage" },
      ],
    };
  },
};

export function Component() {
  const { brand } = useRootData();
  const region = usePageRegion();
  const [searchParams] = useSearchParams();
  // The offer comes from the address itself (not from the visitor), so this page
  // may be rendered on the server and cached per URL (docs/decisions/0002).
  const { service, offer } = contactPrefill(searchParams);
  const contact = useRegionConfig();
  const bookingUrl = useBookingUrl();
  const copy = usePageCopy({ en: contactEn, de: contactDe });

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} visual={<ContactHeroVisual />}>
        <a href="#contact-form" className="btn btn-accent">
          {copy.sendMessage}
        </a>
        <BookingLink className="btn btn-light">{copy.bookCall}</BookingLink>
      </PageHero>

      {offer && <OfferNotice offer={offer} copy={copy.offer} />}

      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section id="contact-form" className="card scroll-mt-24 p-6 sm:p-8" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {copy.sendMessage}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{copy.requiredNote}</p>
          <ContactForm service={service} offer={offer} copy={copy.form} />
        </section>

        <aside className="space-y-6">
          <section className="card p-6" aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-xl font-bold text-slate-900">
              {copy.detailsTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {copy.yourRegion} {copy.markets[region]}
            </p>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-medium text-slate-500">{copy.email}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="font-semibold text-indigo-700 hover:underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">{copy.phone}</dt>
                <dd>
                  <a href={telHref(contact.phone)} className="font-semibold text-indigo-700 hover:underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">{copy.office}</dt>
                <dd className="text-slate-800">
                  <address className="not-italic">{addressLine(contact.address)}</address>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">{copy.languages}</dt>
                <dd className="text-slate-800">{copy.spokenLanguages[region]}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">{copy.quotesIn}</dt>
                <dd className="text-slate-800">
                  {contact.currency}{" "}
                  <span className="text-slate-500">{copy.alsoAccept(acceptedCurrencies.filter((c) => c !== contact.currency))}</span>
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-600">{copy.regionNote[region]}</p>
          </section>

          <section className="card p-6" aria-labelledby="business-hours">
            <h2 id="business-hours" className="text-xl font-bold text-slate-900">
              {copy.hoursTitle}
            </h2>
            <p className="mt-3 text-slate-800">
              {copy.days(contact.hours.days)}, <time dateTime={contact.hours.opens}>{contact.hours.opens}</time>–
              <time dateTime={contact.hours.closes}>{contact.hours.closes}</time>
              {copy.timeSuffix} ({copy.timeZone(contact.timeZone)})
            </p>
            <p className="mt-2 text-sm text-slate-600">{copy.replyWithin(RESPONSE_TIME_HOURS)}</p>
          </section>
        </aside>
      </div>

      <section id="book" className="container-page scroll-mt-24 pb-16" aria-labelledby="book-title">
        <div className="card p-6 sm:p-8">
          <h2 id="book-title" className="text-2xl font-bold text-slate-900">
            {copy.bookTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{copy.bookText}</p>
          <BookingLink className="btn btn-primary mt-5">{copy.openBooking}</BookingLink>
          <AfterHydration>
            <SchedulerEmbed brand={brand} bookingUrl={bookingUrl} copy={copy.scheduler} />
          </AfterHydration>
        </div>
      </section>
    </>
  );
}
