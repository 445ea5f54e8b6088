import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const n8nAutomationsEn: ServiceText = {
  whoFor: {
    intro: "For agencies that want to sell workflow automation to their clients without learning n8n themselves.",
    points: [
      "Agencies whose clients lose leads between forms, inboxes and their CRM",
      "Agencies that spend hours each month building the same client reports by hand",
      "Agencies that want a recurring automation service to sit next to SEO, ads and websites",
    ],
  },
  included: [
    {
      title: "Lead routing",
      text: "New leads from forms and ads sent straight to the right inbox, CRM or chat channel.",
    },
    {
      title: "Automated reporting",
      text: "Data pulled from your clients' tools into regular reports without copy and paste.",
    },
    {
      title: "Client operations",
      text: "The repetitive tasks between tools automated, from onboarding to invoicing reminders.",
    },
    {
      title: "Maintenance",
      text: "Workflows monitored and kept running when the tools they connect change.",
    },
  ],
  packages: [],
  whiteLabel: whiteLabelEn(
    "Workflows will be documented and handed over as your agency's work.",
    "Handover notes and run reports will carry your brand, not ours.",
  ),
  process: [
    {
      title: "Join the waitlist",
      text: "Leave your email on this page and tell us which automations your clients ask about.",
    },
    {
      title: "Launch news",
      text: "We email the waitlist first when the service opens, with its scope and prices.",
    },
    {
      title: "First workflows",
      text: "Your first client workflows are scoped, built and handed over under your agency's name.",
    },
  ],
  faqs: [
    {
      question: "When will the n8n automation service launch?",
      answer: "We have not set a date yet. Join the waitlist and you will hear first, before the service is announced anywhere else.",
    },
    {
      question: "What will the service include?",
      answer:
        "The plan is to build and maintain n8n workflows for your clients: lead routing, reporting and the repetitive tasks in between, delivered white-label like all our services.",
    },
    {
      question: "Can you help with automation before launch?",
      answer:
        "Our AI development service already covers AI-powered automation, and a dedicated specialist can take on repetitive work today. Get in touch and we will suggest the right option.",
    },
    {
      question: "What happens to my email address?",
      answer: "We use it only to tell you when the service launches. You can ask us to remove it at any time.",
    },
  ],
};
