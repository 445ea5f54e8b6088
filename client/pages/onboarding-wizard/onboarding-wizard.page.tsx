import { PageHero } from "../../components/ui/page-hero";
import { OnboardingWizard } from "../../features/onboarding-wizard/onboarding-wizard";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Find Your Perfect Service",
    description:
      "Answer a few questions about your agency, goals, budget and timeline and get a recommendation for white-label SEO, Google Ads, web, AI or dedicated teams.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Find Service"
        title="Find the right service for your agency"
        intro={
          <p>
            Answer five quick questions about your agency, your goals, your budget and your timeline. We'll recommend the services and the
            package that fit, with a link to a prefilled price estimate.
          </p>
        }
      ></PageHero>
      <div className="container-page max-w-4xl py-12">
        <OnboardingWizard />
      </div>
    </>
  );
}
