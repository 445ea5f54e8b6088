import {
  type BudgetWords,
  type BusinessType,
  budgetInEnglish,
  type Goal,
  type Timeline,
  type WizardStepId,
} from "../../recommendation/answers";
import { serviceNamesEn } from "./service-names.en";

// The 'Find Service' wizard's UI (client/pages/onboarding-wizard, client/features/onboarding-wizard).
// Answer values stay the ids of shared/recommendation/answers.ts; only their labels are here.

export const wizardEn = {
  /** The page's <title> (without the brand) and meta description. */
  meta: {
    title: "Find Your Perfect Service",
    description:
      "Answer a few questions about your agency, goals, budget and timeline and get a recommendation for white-label SEO, Google Ads, web, AI or dedicated teams.",
  },
  eyebrow: "Find Service",
  title: "Find the right service for your agency",
  intro:
    "Answer five quick questions about your agency, your goals, your budget and your timeline. We'll recommend the services and the package that fit, with a link to a prefilled price estimate.",
  progress: "Wizard progress",
  progressBar: "Progress",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  steps: {
    business: "Your business",
    goal: "Main goal",
    interests: "Services",
    budget: "Budget",
    timeline: "Timeline",
    plan: "Your plan",
  } satisfies Record<WizardStepId, string>,
  questions: {
    business: { title: "What best describes your business?", hint: "Choose one." },
    goal: { title: "What is your main goal right now?", hint: "Choose the one that matters most; we'll cover the rest on the call." },
    interests: { title: "Which services are you interested in?", hint: "Tick any that apply, or none if you are not sure yet." },
    budget: { title: "What monthly budget do you have in mind?", hint: "A rough figure is fine; it sizes the package we suggest." },
    timeline: { title: "When would you like to start?", hint: "Choose one." },
  },
  businessTypes: {
    agency: "Digital or marketing agency",
    studio: "Web design or development studio",
    consultant: "Freelancer or consultant",
    business: "Business with its own marketing team",
  } satisfies Record<BusinessType, string>,
  goals: {
    traffic: "Win more organic search traffic",
    leads: "Get leads from paid search ads",
    website: "Launch or rebuild websites",
    ai: "Add AI to products or client services",
    capacity: "Add delivery capacity without hiring",
  } satisfies Record<Goal, string>,
  services: serviceNamesEn,
  budget: budgetInEnglish as BudgetWords,
  timelines: {
    asap: "As soon as possible",
    quarter: "Within the next three months",
    half: "In three to six months",
    exploring: "Just exploring for now",
  } satisfies Record<Timeline, string>,
  chooseOne: "Choose one option to continue.",
  back: "Back",
  next: "Next",
  startAgain: "Start again",
  plan: {
    title: "Your recommended plan",
    suggested: "Suggested package",
    startWith: "Start with",
    add: "Add",
    about: (service: string) => `About ${service}`,
    why: "Why this plan",
    calculator: "See the full estimate in the calculator",
    bookCall: "Book a free 30-minute call",
  },
  form: {
    title: "Send me this plan",
    text: "Leave your details and we'll reply within 24 hours to talk it through.",
    sending: "Sending...",
    thanksTitle: "Thank you, your plan has reached our team.",
    thanksText: "We'll get back to you within 24 hours to talk it through.",
    successTitle: "Plan sent!",
    successDescription: "We'll get back to you within 24 hours.",
    failure: "Failed to send your plan. Please try again.",
  },
};

export type WizardCopy = typeof wizardEn;
