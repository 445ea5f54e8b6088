import { getService } from "../../content/services";
import type { TeamHours, TeamLevel } from "../../pricing/price-list";
import type { PricedService } from "../../pricing/selection";
import type { BusinessType, Goal, Timeline } from "../../recommendation/answers";
import { estimateEn } from "./estimate.en";
import { wizardEn } from "./wizard.en";

// The words the wizard's plan is written in (shared/recommendation/recommend.ts): the package
// names, their prices and the reasons under "Why this plan". English is also what the wizard's
// lead carries to the team, whatever the visitor's language (docs/decisions/0017).

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const recommendationEn = {
  /** Line items, option names and totals ("£490/month"). */
  estimate: estimateEn,
  /** The budget answer in words ("Under £750 a month"), as the question offers it. */
  budgetLabel: wizardEn.budget,
  serviceName: (service: PricedService) => getService(service)!.name,
  packages: {
    seo: (name: string) => `${name} package`,
    ads: (tier: string) => `Google Ads ${tier} management`,
    web: (tier: string) => `${tier} website`,
    ai: (scope: string) => `${scope} project`,
    team: (count: number, role: string, level: TeamLevel, hours: TeamHours) => {
      const who = `${hours === "part" ? "part-time" : "full-time"} ${level === "mid" ? "mid-level" : level} ${role}`;
      return count === 1 ? `1 ${who}` : `A team of ${count}: ${who}s`;
    },
  },
  goals: {
    traffic: "You want more organic search traffic, and SEO keeps bringing visitors long after each piece of work is done.",
    leads: "You want leads from paid search: managed Google Ads put your clients in front of people who are searching right now.",
    website: "You want to launch or rebuild websites: our developers build them under your brand, ready to hand over to your client.",
    ai: "You want to add AI: we scope the integration or product with you and deliver it as a priced project.",
    capacity: "You want more capacity without hiring: dedicated specialists join your workflow full- or part-time.",
  } satisfies Record<Goal, string>,
  budget: (budget: string, packageName: string, price: string) =>
    `For a budget of ${lowerFirst(budget)}, we suggest the ${packageName} at ${price}.`,
  notSure: "Not sure which services you need yet? Start with the one that serves your main goal; we'll suggest more on the call.",
  alsoAsked: (services: string[]) =>
    `You also asked about ${services.join(" and ")}, so we added ${services.length === 1 ? "it" : "them"} at the entry level.`,
  business: {
    agency: "Everything is delivered white-label, so your clients only ever see your agency's name.",
    studio: "Work arrives white-label and ready to present, so your studio can sell more than it builds in-house.",
    consultant: "A dedicated specialist lets you take on more clients without the cost of a full-time hire.",
    business: "One team covers search, ads, web and AI, so your marketing team has a single partner to brief.",
  } satisfies Record<BusinessType, string>,
  consultantWithoutTeam: "Everything is delivered white-label, so you can present the work to your clients as your own.",
  timelines: {
    asap: "You want to start soon: book the free 30-minute strategy call and we'll plan the onboarding together.",
    quarter: "Starting within three months leaves time to agree scope, reporting and branding before work begins.",
    half: "With three to six months to plan, you can test one service first and add the others as it proves itself.",
    exploring: "No rush: open the prefilled calculator to compare options and packages at your own pace.",
  } satisfies Record<Timeline, string>,
};

export type RecommendationWords = typeof recommendationEn;
