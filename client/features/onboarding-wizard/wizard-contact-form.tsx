import type { RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";
import { GOALS, budgetLabel } from "../../../shared/recommendation/answers";
import { type CompleteAnswers, recommend } from "../../../shared/recommendation/recommend";
import { interestsText, WIZARD_PATH, wizardMessage } from "../../../shared/recommendation/wizard-message";
import type { LeadInput } from "../../../shared/schemas/lead";
import { ContactDetailsFields } from "../../components/forms/lead-field";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { useRootData } from "../../root-data-context";
import { useWizardCopy } from "./use-wizard-copy";
import type { Prices } from "../../../shared/pricing/own-prices";
import { usePrices } from "../../lib/region/use-price-text";
import { WIZARD_FORM_TYPE } from "./use-wizard-state";

/**
 * The lead's fixed and computed fields: the answers and the plan travel in them, never in the
 * address, and in English whatever the page's language, because the team reads English.
 */
export function wizardLeadFields(answers: CompleteAnswers, region: RegionCode, siteUrl: string, prices: Prices) {
  const recommendation = recommend(answers, region, undefined, prices);
  return {
    contactFormType: WIZARD_FORM_TYPE,
    inquiry_type: WIZARD_FORM_TYPE,
    source: "onboarding_wizard",
    preferred_contact: "email",
    region,
    country: regionInfo[region].name,
    service: recommendation.services.map((s) => s.name).join(", "),
    servicesSelected: interestsText(answers),
    budget: budgetLabel(answers.budget, region),
    topPriority: GOALS[answers.goal],
    message: wizardMessage(answers, recommendation, region, siteUrl),
  } satisfies Omit<LeadInput, "email">;
}

/** Step 6's contact details: a plain POST form, or JSON with a toast when JavaScript runs. */
export function WizardContactForm(props: { answers: CompleteAnswers; region: RegionCode }) {
  const { siteUrl } = useRootData();
  const copy = useWizardCopy().form;
  const { values, fieldErrors, isPending, notice, handleSubmit } = useLeadPost({
    formType: WIZARD_FORM_TYPE,
    success: () => ({ title: copy.successTitle, description: copy.successDescription }),
    failure: copy.failure,
  });
  // The answers and the plan are hidden fields of the form, so the script's JSON and a
  // plain post carry the same lead.
  const fields = wizardLeadFields(props.answers, props.region, siteUrl, usePrices());

  if (notice !== null) {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
        <p className="font-semibold">{copy.thanksTitle}</p>
        <p>{copy.thanksText}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="contact-heading" className="card p-5 sm:p-6">
      <h3 id="contact-heading" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{copy.text}</p>
      <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <LeadHiddenFields returnTo={WIZARD_PATH} fields={fields} />
        <ContactDetailsFields values={values} fieldErrors={fieldErrors} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={isPending}>
            {isPending ? copy.sending : copy.title}
          </button>
        </div>
      </form>
    </section>
  );
}
