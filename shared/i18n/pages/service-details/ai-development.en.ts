import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const aiDevelopmentEn: ServiceText = {
  whoFor: {
    intro: "For agencies whose clients are asking for AI and who want to say yes without building an AI team.",
    points: [
      "Web and software agencies adding AI features to the products they build",
      "Marketing agencies offering chatbots and AI customer support to their clients",
      "Agencies with clients who need AI connected to the platforms they already run",
      "Agencies exploring agentic platforms and AI-first web or mobile apps",
    ],
  },
  included: [
    {
      title: "AI-powered web and mobile apps",
      text: "New applications with AI at their core, designed and built end to end.",
    },
    {
      title: "Agentic platforms",
      text: "AI agents that carry out multi-step tasks for your client's team or customers.",
    },
    {
      title: "AI integration",
      text: "AI added to the websites, stores and tools your client already uses.",
    },
    {
      title: "AI chatbots and support",
      text: "Chatbots that answer questions and handle support around the clock.",
    },
    {
      title: "Content generation and personalization",
      text: "AI that drafts content or tailors what each visitor sees.",
    },
    {
      title: "Data analysis and automation",
      text: "AI that turns your client's data into reports and automates repetitive work.",
    },
  ],
  packages: [
    {
      includes: [
        "A basic AI chatbot",
        "Up to 1,000 interactions a month",
        "Email support",
        "Basic analytics",
        "1 round of revisions",
        "30 days of support after launch",
      ],
    },
    {
      includes: [
        "Advanced AI implementation",
        "Up to 10,000 interactions a month",
        "Priority support",
        "Advanced analytics",
        "3 rounds of revisions",
        "90 days of support after launch",
        "Custom integrations",
        "Training and documentation",
      ],
    },
    {
      includes: [
        "A fully custom AI solution",
        "Unlimited interactions",
        "Support around the clock",
        "Full analytics suite",
        "Unlimited revisions",
        "1 year of support",
        "Custom APIs",
        "Team workshops",
        "Performance guarantees",
      ],
    },
  ],
  packagesNote:
    "Every project is priced at the package its scope needs, so a simple chatbot starts at AI Starter. Typical timelines: AI chatbots 2–4 weeks, content generation 1–3 weeks, customer support 3–5 weeks, data analysis 4–6 weeks, personalization 3–5 weeks and AI-powered automation 2–4 weeks.",
  whiteLabel: whiteLabelEn(
    "Specifications, demos and the finished application are delivered as your agency's work.",
    "Analytics and progress reports carry your brand, ready to share with your client.",
  ),
  process: [
    {
      title: "Discovery call",
      text: "We learn what your client wants AI to do and which systems it has to work with.",
    },
    {
      title: "Scope and quote",
      text: "You receive a written scope, timeline and project price to mark up for your client.",
    },
    {
      title: "Build and train",
      text: "We build the solution, connect it to your client's data and tools, and test it against real cases.",
    },
    {
      title: "Launch",
      text: "The solution goes live under your agency's name, with documentation for your client's team.",
    },
    {
      title: "Support",
      text: "Support continues after launch: 30 days, 90 days or a full year, depending on the package.",
    },
  ],
  faqs: [
    {
      question: "What kinds of AI solutions do you build?",
      answer:
        "AI-powered web and mobile apps, agentic platforms and AI integrations into existing platforms, including chatbots, AI customer support, content generation, personalization, data analysis and automation.",
    },
    {
      question: "How much does an AI project cost?",
      answer:
        "Projects start at $2,000 with AI Starter. AI Business is $5,500 and AI Enterprise starts at $12,000. Every project gets a written scope and price before work starts.",
    },
    {
      question: "How long does an AI project take?",
      answer:
        "Typical timelines run from 1–3 weeks for content generation to 4–6 weeks for data analysis. Chatbots and AI-powered automation usually take 2–4 weeks.",
    },
    {
      question: "Can you add AI to a platform my client already uses?",
      answer:
        "Yes. Integrating AI into existing platforms is one of our three core AI services, alongside new AI-powered apps and agentic platforms.",
    },
    {
      question: "What support do we get after launch?",
      answer: "AI Starter includes 30 days of support, AI Business 90 days and AI Enterprise a full year.",
    },
  ],
  relatedNote:
    "We have not published an AI case study yet. These web projects show how our developers deliver white-label builds for agencies.",
};
