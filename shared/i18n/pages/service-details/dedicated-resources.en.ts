import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const dedicatedResourcesEn: ServiceText = {
  whoFor: {
    intro: "For agencies with more client work than people, that want to grow capacity without the cost and delay of hiring.",
    points: [
      "Agencies turning down projects because the team is fully booked",
      "Agency owners who want specialists working their way, every day, rather than freelancers on call",
      "Agencies adding a new service line, such as SEO or Google Ads, with someone who already knows the work",
      "Solo founders and small studios that need a team behind them to take on bigger clients",
    ],
  },
  included: [
    {
      title: "Your specialists, full time on your work",
      text: "Each specialist works on your clients only, in your tools and to your priorities.",
    },
    {
      title: "Any mix of roles",
      text: "Combine designers, developers, marketers and assistants into one team that fits your workload.",
    },
    {
      title: "Hiring handled for you",
      text: "We find and employ the specialists; you direct their work like the rest of your team.",
    },
    {
      title: "Room to scale",
      text: "Add people as your client list grows, with bigger discounts as the team grows.",
    },
  ],
  packages: [],
  whiteLabel: whiteLabelEn(
    "Your specialists work under your agency's name in your tools, emails and meetings.",
    "Work is delivered straight into your own processes and reports, so your clients only ever see your agency.",
  ),
  process: [
    {
      title: "Tell us what you need",
      text: "Describe the roles, skills, seniority and working hours your agency needs.",
    },
    {
      title: "Meet your specialists",
      text: "We put forward specialists who match, and you decide who joins your team.",
    },
    {
      title: "Onboarding",
      text: "Your new team members are set up in your tools and introduced to your clients' work.",
    },
    {
      title: "Daily work, your way",
      text: "They work on your tasks and priorities every day and report to you.",
    },
    {
      title: "Scale up or down",
      text: "Add roles as work grows; team discounts rise from 5% for 2 people to 20% for 8 or more.",
    },
  ],
  faqs: [
    {
      question: "How much does a dedicated specialist cost?",
      answer:
        "Dedicated resources start at $400 a month. The price depends on the role, seniority and hours; the pricing calculator gives a detailed estimate for the team you have in mind.",
    },
    {
      question: "What team discounts are there?",
      answer:
        "The more people you add, the less each one costs: 5% off for 2 or more, 10% for 3 or more, 15% for 5 or more and 20% for 8 or more.",
    },
    {
      question: "How much can my agency save compared with hiring in-house?",
      answer:
        "On average, agencies save 60% compared with building the same team in-house. SocialLand Digital, an Essex agency, saved 60% with a six-person team, and Koala Digital saved 55% with two specialists.",
    },
    {
      question: "Which roles can I hire?",
      answer:
        "Graphic designers, video editors, SEO specialists, Google Ads experts, web developers and full-stack developers, plus data entry specialists, virtual assistants and social media managers.",
    },
    {
      question: "Do the specialists work under my agency's brand?",
      answer: "Yes. They work in your tools, under your agency's name, and your clients only ever deal with your agency.",
    },
    {
      question: "Is there a set-up fee?",
      answer: "Ask for the SETUP FREE offer when you get in touch and we will waive the set-up cost for your new team.",
    },
  ],
  roles: [
    {
      title: "Graphic Designer",
      text: "Social graphics, ad creatives, brand assets and website visuals for your clients.",
    },
    {
      title: "Video Editor",
      text: "Edits for social media, ads and websites, cut to your clients' brand guidelines.",
    },
    {
      title: "SEO Specialist",
      text: "Audits, on-page work, content briefs and link building across your client list.",
    },
    {
      title: "Google Ads Expert",
      text: "Campaign builds, daily optimization and reporting for your paid search clients.",
    },
    {
      title: "Web Developer",
      text: "WordPress and e-commerce builds, updates and fixes for client websites.",
    },
    {
      title: "Full-Stack Developer",
      text: "Custom web applications, integrations and back-end work beyond what themes can do.",
    },
    {
      title: "Others (Data Entry / Virtual Assistants / Social Media Managers)",
      text: "Support roles that keep client work moving: data entry, admin and day-to-day social media management.",
    },
  ],
};
