import { PageHero } from "../../components/ui/page-hero";
import { WizardHeroVisual } from "./wizard-hero-visual";
import { OnboardingWizard } from "../../features/onboarding-wizard/onboarding-wizard";
import { useWizardCopy } from "../../features/onboarding-wizard/use-wizard-copy";
import type { PageHandle } from "../../head/page-meta";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { wizardDe } from "../../../shared/i18n/pages/wizard.de";
import { wizardEn } from "../../../shared/i18n/pages/wizard.en";

export const handle: PageHandle = {
  meta: ({ region }) => pageCopyFor({ en: wizardEn, de: wizardDe }, region).meta,
};

export function Component() {
  const copy = useWizardCopy();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} visual={<WizardHeroVisual />} />
      <div className="container-page max-w-4xl py-12">
        <OnboardingWizard />
      </div>
    </>
  );
}
