import type { HeroView } from "../../../shared/landing/landing-view";
import { CaseStudyCover } from "../../components/content/case-study-cover";
import { ResponsiveImage } from "../../components/content/responsive-image";
import { PageHero } from "../../components/ui/page-hero";
import { LandingAction } from "./landing-actions";

/**
 * The hero's picture is shown on wide screens only (PageHero), so it is loaded lazily: a phone never
 * fetches it, and the page's largest paint there is its headline.
 */
const HERO_IMAGE_SIZES = "(min-width: 1024px) 480px, 1px";

/** The page's H1 (the ad's headline when its parameter matched), its subline, its one button and its visual. */
export function LandingHero({ block }: { block: HeroView }) {
  const { visual } = block;
  const picture =
    visual.kind === "image" ? (
      <ResponsiveImage image={visual.image} sizes={HERO_IMAGE_SIZES} className="block h-auto w-full rounded-2xl shadow-2xl" />
    ) : visual.kind === "study" ? (
      <figure className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15">
        <CaseStudyCover study={visual.study} className="block h-auto w-full" />
      </figure>
    ) : undefined;
  return (
    <PageHero title={block.headline} intro={block.subline ? <p>{block.subline}</p> : null} visual={picture}>
      <LandingAction target={block.cta.target} label={block.cta.label} className="btn btn-accent" />
    </PageHero>
  );
}
