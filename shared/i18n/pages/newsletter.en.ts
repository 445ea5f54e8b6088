// The newsletter page (client/pages/newsletter). The sign-up form itself is shell copy
// (shared/i18n/en.ts `newsletterForm`), as the home page's teaser uses it too.

export const newsletterEn = {
  /** The page's <title> (without the brand) and meta description. */
  meta: {
    title: "Agency Growth Newsletter",
    /** `subscribers`: the claim's figure, null when the site settings list none. */
    description: (subscribers: string | null) =>
      `Join ${subscribers ? `${subscribers} ` : ""}agency owners getting client-winning strategies, pricing and proposal tips, AI and automation advice and real agency stories by email.`,
  },
  eyebrow: "Newsletter",
  title: "The agency growth newsletter",
  intro: (subscribers: string | null) =>
    `Join ${subscribers ? `${subscribers} ` : ""}agency owners who get practical ideas in their inbox: client-winning strategies, pricing and proposal tips, AI and automation advice, and honest stories from agencies that scaled without hiring.`,
  subscribeFree: "Subscribe for free",
  topicsTitle: "What you get in every issue",
  topics: [
    {
      title: "Client-winning strategies",
      text: "Positioning, outreach and sales ideas that agencies like yours used to sign their next retainer.",
    },
    { title: "Pricing and proposal tips", text: "How to package, price and present white-label services so the margin stays healthy." },
    { title: "AI and automation tips", text: "Practical ways to use AI and automation in delivery and operations, without the hype." },
    { title: "Agency stories", text: "Honest accounts of what worked, and what didn't, when agencies grew without hiring." },
  ] as readonly { title: string; text: string }[],
  subscribersText: "subscribers already get it in their inbox.",
  subscribeTitle: "Subscribe",
  subscribeText:
    "Free, and you can unsubscribe whenever you like. After signing up, check your inbox: one click on the link in our email confirms your subscription.",
  projectText: "Have a project in mind already? Our team replies to every message within 24 hours.",
  contactTeam: "Contact our team",
};

export type NewsletterCopy = typeof newsletterEn;
