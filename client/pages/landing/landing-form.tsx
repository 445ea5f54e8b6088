import { regionInfo } from "../../../shared/content/regions";
import { contactDe } from "../../../shared/i18n/pages/contact.de";
import { contactEn } from "../../../shared/i18n/pages/contact.en";
import { LANDING_SEGMENT } from "../../../shared/region-addresses";
import { LANDING_PAGE_FIELD, LANDING_VARIANT_FIELD } from "../../../shared/landing/variant-keys";
import type { FormView, LandingHead } from "../../../shared/landing/landing-view";
import { useContentBlocksCopy } from "../../components/content/use-content-copy";
import { LeadForm, type LeadFormSetup } from "../../features/contact-form/contact-form";
import { KeptHtml } from "../../lib/static-parts/kept-html";
import { BookingLink } from "../../lib/booking/booking-link";
import { usePageRegion } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { LEAD_FORM_ANCHOR } from "./landing-actions";

/** The lead form's type: every lead of a landing page carries it, and the page and variant it came from. */
export const LANDING_FORM_TYPE = "landing-page-form";

/** The block's thank-you, in the form's place once it is sent, with a link to book a call at once. */
function Thanks({ block }: { block: FormView }) {
  const copy = useContentBlocksCopy();
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-900" data-testid="landing-thanks">
      <p className="text-lg font-semibold">{block.thanks.title}</p>
      <p className="mt-1">{block.thanks.text}</p>
      {block.booking && <BookingLink className="btn btn-primary mt-4">{copy.bookStrategyCall}</BookingLink>}
    </div>
  );
}

/**
 * The page's one form: the contact form (short or full) with the block's title, consent text and
 * thank-you, posting the page and the variant the visitor saw with the lead (docs/decisions/0039-landing-pages.md).
 */
export function LandingFormSection({ page, slug, block }: { page: LandingHead; slug: string; block: FormView }) {
  const region = usePageRegion();
  const copy = usePageCopy({ en: contactEn, de: contactDe }).form;
  const setup: LeadFormSetup = {
    formId: LEAD_FORM_ANCHOR,
    label: block.title,
    fields: block.form,
    formType: LANDING_FORM_TYPE,
    returnTo: `/${LANDING_SEGMENT}/${slug}`,
    hidden: {
      contactFormType: LANDING_FORM_TYPE,
      inquiry_type: LANDING_FORM_TYPE,
      source: "landing_page",
      region,
      country: regionInfo[region].name,
      [LANDING_PAGE_FIELD]: String(page.id),
      [LANDING_VARIANT_FIELD]: page.variant,
    },
    success: { title: block.thanks.title, description: block.thanks.text },
    consent: block.consent,
    sent: <Thanks block={block} />,
  };
  return (
    <section id={LEAD_FORM_ANCHOR} className="scroll-mt-24 bg-white py-14" aria-labelledby={`${LEAD_FORM_ANCHOR}-title`}>
      <div className="container-page max-w-3xl">
        <h2 id={`${LEAD_FORM_ANCHOR}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {block.title}
        </h2>
        {block.intro && <p className="mt-3 text-lg text-slate-600">{block.intro}</p>}
        <div className="card mt-8 p-6 sm:p-8">
          {/* Hydrated, with its HTML kept per address (the variant and the declared parameter are in it), as the home form's is. */}
          <KeptHtml name="landing-form">
            <LeadForm setup={setup} copy={copy} />
          </KeptHtml>
        </div>
      </div>
    </section>
  );
}
