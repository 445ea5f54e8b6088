import { useSearchParams } from "react-router";
import { acceptedCurrencies, markets, RESPONSE_TIME_HOURS } from "../../../shared/content/company";
import { daysInWords, regionContact, telHref, timeZoneInWords } from "../../../shared/content/contact-details";
import { resolveRegion } from "../../../shared/content/regions";
import { contactPrefill } from "../../../shared/content/offers";
import { localBusinessLd, webPageLd } from "../../../shared/structured-data";
import { AfterHydration } from "../../components/ui/after-hydration";
import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import { ContactForm } from "../../features/contact-form/contact-form";
import { useRegion } from "../../lib/region/region-context";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { OfferNotice } from "./offer-notice";
import { SchedulerEmbed } from "./scheduler-embed";

const title = "Contact Us";
const description =
  "Contact our white-label agency team: tell us about your project and get a reply within 24 hours, or book a free 30-minute strategy call.";

export const handle: PageHandle = {
  meta: ({ brand, siteUrl, pathname, region }) => ({
    title,
    description,
    structuredData: [
      localBusinessLd(brand, siteUrl, resolveRegion(region, brand)),
      { ...webPageLd({ siteUrl, pathname, title, description }), "@type": "ContactPage" },
    ],
  }),
};

export function Component() {
  const { brand } = useRootData();
  const { region } = useRegion();
  const [searchParams] = useSearchParams();
  // The offer comes from the address itself (not from the visitor), so this page
  // may be rendered on the server and cached per URL (docs/decisions/0002).
  const { service, offer } = contactPrefill(searchParams);
  const contact = regionContact(brand, region);

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your agency's next project"
        intro={
          <p>
            Tell us what your clients need and we will reply within 24 hours with a plan, a price and a realistic timeline. Prefer to talk?
            Book a free 30-minute strategy call at a time that suits you.
          </p>
        }
      >
        <a href="#contact-form" className="btn btn-accent">
          Send us a message
        </a>
        <ExternalLink href={contact.bookingUrl} className="btn btn-light">
          Book a free 30-minute call
        </ExternalLink>
      </PageHero>

      {offer && <OfferNotice offer={offer} />}

      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section id="contact-form" className="card scroll-mt-24 p-6 sm:p-8" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-slate-600">Fields marked * are required. Everything else helps us prepare a useful first answer.</p>
          <ContactForm service={service} offer={offer} />
        </section>

        <aside className="space-y-6">
          <section className="card p-6" aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-xl font-bold text-slate-900">
              Contact details
            </h2>
            <p className="mt-1 text-sm text-slate-600">Your region: {markets.find((m) => m.code === region)?.name ?? contact.name}</p>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-medium text-slate-500">Email</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="font-semibold text-indigo-700 hover:underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Phone</dt>
                <dd>
                  <a href={telHref(contact.phone)} className="font-semibold text-indigo-700 hover:underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Languages</dt>
                <dd className="text-slate-800">{contact.languages}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Quotes in</dt>
                <dd className="text-slate-800">
                  {contact.currency}{" "}
                  <span className="text-slate-500">
                    (we also accept {acceptedCurrencies.filter((c) => c !== contact.currency).join(" and ")})
                  </span>
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-600">{contact.note}</p>
          </section>

          <section className="card p-6" aria-labelledby="business-hours">
            <h2 id="business-hours" className="text-xl font-bold text-slate-900">
              Business hours
            </h2>
            <p className="mt-3 text-slate-800">
              {daysInWords(contact.hours.days)}, <time dateTime={contact.hours.opens}>{contact.hours.opens}</time>–
              <time dateTime={contact.hours.closes}>{contact.hours.closes}</time> ({timeZoneInWords(contact.timeZone)})
            </p>
            <p className="mt-2 text-sm text-slate-600">We reply to every message within {RESPONSE_TIME_HOURS} hours on working days.</p>
          </section>
        </aside>
      </div>

      <section id="book" className="container-page scroll-mt-24 pb-16" aria-labelledby="book-title">
        <div className="card p-6 sm:p-8">
          <h2 id="book-title" className="text-2xl font-bold text-slate-900">
            Book a free 30-minute strategy call
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Pick a time that suits you and we will talk through your clients, the work you want to hand over and what it would cost. No
            obligation.
          </p>
          <ExternalLink href={contact.bookingUrl} className="btn btn-primary mt-5">
            Open the booking page
          </ExternalLink>
          <AfterHydration>
            <SchedulerEmbed brand={brand} bookingUrl={contact.bookingUrl} />
          </AfterHydration>
        </div>
      </section>
    </>
  );
}
