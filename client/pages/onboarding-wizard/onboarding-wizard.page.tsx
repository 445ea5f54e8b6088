import { PageHero } from "../../components/ui/page-hero";
import { OnboardingWizard } from "../../features/onboarding-wizard/onboarding-wizard";
import { useWizardCopy } from "../../features/onboarding-wizard/use-wizard-copy";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Find Your Perfect Service",
    description:
      "Answer a few questions about your agency, goals, budget and timeline and get a recommendation for white-label SEO, Google Ads, web, AI or dedicated teams.",
  }),
};

export function Component() {
  const copy = useWizardCopy();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>}></PageHero>
      <div className="container-page max-w-4xl py-12">
        <OnboardingWizard />
      </div>
    </>
  );
}
