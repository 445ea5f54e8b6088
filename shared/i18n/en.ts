import type { Language } from "../language";
import { formatFigure } from "../format/numbers";
import type { TeamFigures } from "../content/claims";
import { API_MESSAGES, type ApiMessageCopy, tooLongMessage } from "./api-messages";
import type { PlatformName } from "../content/platforms";

// The site's short UI text in English (US and UK). Its shape is `UiCopy`, which the
// German module must fill completely: a missing or extra key fails `npm run typecheck`
// (docs/decisions/0017-copy-per-language-and-currency.md). Region-specific marketing
// text (hero, tagline, SEO texts) stays in shared/content/regions.ts.

/** "From $500/month": a price with its cadence. */
const priceFrom = (amount: string, cadence: "monthly" | "one-off" | "project") =>
  `From ${amount}${cadence === "monthly" ? "/month" : cadence === "project" ? "/project" : ""}`;

const apiMessages: ApiMessageCopy = { ...API_MESSAGES, tooLong: tooLongMessage, invalidFields: (message) => message };

export const en = {
  language: "en" as Language,
  common: {
    optional: "(optional)",
    error: "Error",
    comingSoon: "Coming soon",
    priceFrom,
    perMonth: "/month",
    perProject: "/project",
    oneTime: " one-time",
    plusAdSpend: " + ad spend",
    /** Under prices that are converted from dollars (shared/pricing/currency.ts CONVERTED_MARK). */
    convertedNote: (mark: string, currency: string) =>
      `${mark} Converted from our US-dollar price list at a fixed planning rate and rounded; prices without the mark are set in ${currency}. Your written proposal confirms every figure.`,
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    /** The first link of every page, for keyboard users (client/app/site-shell.tsx). */
    skipToContent: "Skip to content",
    /**
     * The bar over a page the staff editor shows with an entry's draft (server/content-preview.ts),
     * by how the draft stands against what visitors see: never published, changed since, the same.
     */
    draftPreview: {
      draft: "Preview of a draft: this entry is not on the site yet",
      changed: "Preview of a draft: visitors do not see these changes yet",
      published: "Preview: this is the version visitors see",
    },
    /** A claim's figure as the language writes it ("85%", "24hr"; German "85 %", "24 Std."), numbers through shared/format/numbers.ts. */
    figure: (value: string) => formatFigure(value, "US"),
    /** The honeypot's label: only a robot that reads the hidden field fills it in (client/lib/spam-guard). */
    honeypot: "Leave this field empty",
  },
  nav: {
    home: "Home",
    services: "Services",
    findService: "Find Service",
    calculator: "Calculator",
    blog: "Blog",
    about: "About",
    contact: "Contact",
    newsletter: "News letter",
    newsletterMobile: "Newsletter",
    main: "Main",
    mobile: "Mobile",
    bookCall: "Book a Call",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: (brand: string) => `${brand} home`,
    chooseRegion: "Choose your region",
    regionLabel: "Region: ",
    regions: "Regions",
  },
  footer: {
    about:
      "The white-label delivery team behind agencies in the US, UK and Germany: SEO, Google Ads, websites, AI development and dedicated specialists, all under your brand.",
    socialProfiles: "Social profiles",
    services: "Services",
    websiteDevelopment: "Website Development",
    seoServices: "SEO Services",
    googleAds: "Google Ads",
    dedicatedResources: "Dedicated Resources",
    aiDevelopment: "AI Development",
    contact: "Contact",
    bookConsultation: (minutes: number) => `Book a free ${minutes}-minute consultation`,
    findUsOn: "Find us on",
    listingSites: "Listing sites",
    networkingPartners: "Networking partners",
    rights: "All rights reserved.",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    cookiePolicy: "Cookie Policy",
    security: "Security",
    cookieSettings: "Cookie settings",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved. These links will get you back on track.",
    home: "Go to Homepage",
    back: "Go Back",
    popularPages: "Popular pages",
    contactUs: "Contact Us",
    /** An unknown article's address (client/features/blog/article-states.tsx, and its <title>). */
    postTitle: "Blog Post Not Found",
    postText: "The blog post you're looking for doesn't exist or has been moved.",
  },
  errorPage: {
    title: "Something went wrong",
    text: "We're experiencing a temporary issue. Please refresh the page.",
    refresh: "Refresh Page",
  },
  formStatus: {
    thanksTitle: "Thank you, your message has reached our team.",
    thanksText: "We'll get back to you within 24 hours.",
    subscribedTitle: "Good news: this address is already subscribed.",
    subscribedText: "There's nothing more to do.",
    confirmTitle: "Almost there: check your inbox.",
    confirmText: "Click the link in the email we've just sent you to confirm your subscription.",
  },
  home: {
    findService: "Find Your Perfect Service",
    minutes: (minutes: number) => `${minutes} min`,
    whyUs: "Why agencies work with us",
    servicesIntro: "Our team does the work, your agency keeps the client relationship and the margin.",
    cards: {
      seo: {
        title: "SEO Services",
        description: "Rankings your clients can see in their reports, delivered quietly behind your logo.",
        features: ["Keyword research", "On-page optimization", "Link building", "Content creation"],
      },
      ppc: {
        title: "PPC / Google Ads",
        description: "Campaigns built, tuned and reported by specialists while your client talks only to you.",
        features: ["Google Ads management", "Keyword targeting", "Ad copywriting", "Conversion tracking"],
      },
      "web-development": {
        title: "Web Development",
        description: "Fast, responsive sites on WordPress, Shopify, BigCommerce or custom code, ready to hand over.",
        features: ["Website design", "E-commerce development", "Mobile-friendly design", "Content management system"],
      },
      "ai-development": {
        title: "AI Development",
        description: "Chatbots, AI-powered apps and integrations your agency can sell as its own.",
        features: ["AI chatbots", "Custom AI models", "Process automation", "AI integrations"],
      },
    },
    explore: (title: string) => `Explore ${title}`,
    n8nTeaser: "n8n automations: lead routing, reporting and client workflows, built under your brand.",
    exploreN8n: "Explore n8n Automations",
    partnersTitle: "Agencies that deliver with our team",
    dedicated: {
      eyebrow: "Dedicated resources",
      title: "Your own remote specialists, working inside your agency's workflow",
      perSpecialist: "per dedicated specialist",
      teamDiscount: "Up to 20%",
      teamDiscountLabel: "team discount when you hire several",
      savingsLabel: "average savings against an in-house hire",
      textBefore: "Designers, developers, SEO and Google Ads specialists who join your tools and stand-ups. Quote code",
      textAfter: "and we waive the setup cost.",
      claim: "Claim Free Setup",
      explore: "Explore Dedicated Resources",
    },
    call: {
      eyebrow: "Free strategy call",
      title: (minutes: number) => `${minutes} minutes to see what your agency could offer next`,
      text: "A free call with one of our specialists: pick a time that suits you on our booking page.",
      steps: [
        { title: "Tell us where your agency stands", text: "Your clients, your current services and the work that keeps piling up." },
        {
          title: "See where white-label fits",
          text: "Which services we can take on under your brand, and how hand-offs and reporting work.",
        },
        {
          title: "Leave with a clear next step",
          text: "A suggested setup with pricing you can check against your margins, with no obligation.",
        },
      ],
    },
    teamTitle: "Meet the team behind your brand",
    /** The team banner's line, from the claims' figures; a claim the settings do not list is left unsaid. */
    teamIntro: ({ specialists, departments, since }: TeamFigures) => {
      const who = specialists ? `${formatFigure(specialists, "US")} specialists` : "Specialists";
      const where = departments ? ` in ${formatFigure(departments, "US")} departments` : "";
      return `${who}${where}, working as an extension of your agency${since ? ` since ${since}` : ""}.`;
    },
    email: "Email",
    phone: "Phone",
    /** `subscribers`: the claim's figure, null when the site settings list none. */
    newsletterTitle: (subscribers: string | null) =>
      subscribers
        ? `Join ${formatFigure(subscribers, "US")} subscribers growing their agencies`
        : "Join the agency owners growing with our newsletter",
    newsletterTopics: ["Client-winning strategies", "Pricing and proposal tips", "AI and automation tips", "Stories from agencies"],
    newsletterButton: "Subscribe to the Newsletter",
  },
  homeForm: {
    label: "Contact form",
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    agencyName: "Agency Name",
    primaryService: "Primary Service",
    selectService: "Select a service",
    comingSoonLabel: "Coming Soon:",
    comingSoonText:
      "n8n automations are not bookable yet. Send us your details and what you would like automated, and we will tell you as soon as they are.",
    subServicesFor: (service: string) => `Sub-services for ${service} (choose at least one)`,
    message: "Message",
    submit: "Send Message",
    submitting: "Submitting...",
    subServiceTitle: "Please complete all fields",
    successTitle: "Message sent successfully!",
    successDescription: "We'll get back to you within 24 hours.",
    errorFallback: "Failed to send message. Please try again.",
  },
  /** Names shown for the home form's fixed options; the value sent stays the English one (shared/content/service-options.ts). */
  serviceOptions: {
    "SEO Services": "SEO Services",
    "Link building": "Link building",
    "Local SEO": "Local SEO",
    "Technical SEO audit & fixes": "Technical SEO audit & fixes",
    "Content marketing & SEO Blogging": "Content marketing & SEO Blogging",
    "E-Commerce SEO": "E-Commerce SEO",
    "PPC/Google Ads": "PPC/Google Ads",
    "Starter Package": "Starter Package",
    "Growth Package": "Growth Package",
    "Scale Package": "Scale Package",
    "Website Development": "Website Development",
    WordPress: "WordPress",
    Shopify: "Shopify",
    BigCommerce: "BigCommerce",
    "Custom Coded": "Custom Coded",
    "AI Web Agents/AI Development": "AI Web Agents/AI Development",
    "AI Powered web app/Mobile app development": "AI Powered web app/Mobile app development",
    "AI Agentic Platform development": "AI Agentic Platform development",
    "AI Integration into existing platforms": "AI Integration into existing platforms",
    "Dedicated Resource": "Dedicated Resource",
    "Graphic Designer": "Graphic Designer",
    "Video Editor": "Video Editor",
    "SEO Specialist": "SEO Specialist",
    "Google Ads Expert": "Google Ads Expert",
    "Web Developer": "Web Developer",
    "Full-Stack Developer": "Full-Stack Developer",
    "Others (Data Entry/Virtual Assistants/Social Media Managers)": "Others (Data Entry/Virtual Assistants/Social Media Managers)",
    "N8N Automations (Coming Soon)": "N8N Automations (Coming Soon)",
  },
  team: {
    byRole: "Our team by role",
    portrait: (who: string) => `Illustrated portrait: ${who}`,
  },
  platforms: {
    label: "Platforms",
    /** A platform's name where its maker uses another one in this language; others keep their own. */
    names: {} as Partial<Record<PlatformName, string>>,
  },
  leadFields: {
    yourName: "Your name",
    workEmail: "Work email",
    agencyName: "Agency name",
    phone: "Phone",
  },
  newsletterForm: {
    label: "Newsletter sign-up",
    email: "Email",
    firstName: "First name",
    submit: "Subscribe for free",
    submitting: "Subscribing...",
    privacyBefore: "Unsubscribe at any time with the link in every issue. We use your address only to send the newsletter; see our",
    alreadySubscribed: "You're already subscribed",
    checkInbox: "Check your inbox",
    failure: "Failed to subscribe. Please try again.",
  },
  toaster: {
    label: "Notification",
    close: "Close notification",
    viewport: "Notifications ({hotkey})",
  },
  apiMessages,
};

/** The UI copy's shape: every language module is typed with it. */
export type UiCopy = typeof en;
