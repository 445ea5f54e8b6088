import Sparkles from "lucide-react/icons/sparkles";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { useWizardCopy } from "../../features/onboarding-wizard/use-wizard-copy";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The wizard's five questions in order, and what they lead to. */
export function WizardHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).wizard;
  const { questions } = useWizardCopy();
  const asked = [questions.business, questions.goal, questions.interests, questions.budget, questions.timeline];
  return (
    <HeroPanel
      title={text.title}
      numbered
      rows={asked.map((q) => ({ icon: Sparkles, label: q.title }))}
      footer={
        <span className="flex items-center gap-2 font-medium text-brand-accent">
          <Sparkles aria-hidden="true" size={16} />
          {text.plan}
        </span>
      }
    />
  );
}
