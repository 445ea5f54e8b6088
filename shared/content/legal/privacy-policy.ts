import { ATTRIBUTION_LIFETIME_DAYS, CONTACTS_RATE_WINDOW_MS } from "../../constants";
import { automaticLeadData, formsCollected, leadFieldDescriptions } from "./form-data";
import { LEGAL_UPDATED, type LegalDocument, list, p, postalAddress, type PrivacyContext, schedulingHost, table } from "./legal-document";
import { periodText, WEB_VITALS_KEEP_DAYS } from "../../retention";
import { consentCategories, storageItems } from "./storage-items";

// The privacy policy for visitors and leads from the US, UK and EU. The controller
// is whoever the brand settings name; nothing here names the agency itself.

export function privacyPolicy({ brand, siteUrl, retention }: PrivacyContext): LegalDocument {
  const host = schedulingHost(brand);
  const rateWindowMinutes = CONTACTS_RATE_WINDOW_MS / 60_000;
  return {
    title: "Privacy Policy",
    updated: LEGAL_UPDATED,
    summary: `How ${brand.legalName} collects, uses, keeps and protects the personal data you give us through ${siteUrl.replace(/^https?:\/\//, "")} and its forms, and how you can use your rights under the UK GDPR, the EU GDPR and US state privacy laws.`,
    sections: [
      {
        id: "who-we-are",
        title: "Who we are",
        blocks: [
          p(
            `${brand.legalName} ("we", "us") runs this website and decides how the personal data collected through it is used. Under the UK GDPR and the EU GDPR we are the controller of that data.`,
          ),
          list(
            `Company: ${brand.legalName}`,
            `Address: ${postalAddress(brand)}`,
            `Email: [${brand.email}](mailto:${brand.email})`,
            `Phone: ${brand.phone}`,
          ),
          p(
            "This policy covers visitors to our website, people who contact us or book a call, and newsletter subscribers. When we deliver work for a partner agency, any personal data of that agency's clients is handled under our written agreement with the agency, where we act as its processor; this policy does not cover that work.",
          ),
        ],
      },
      {
        id: "what-we-collect",
        title: "What we collect through each form",
        blocks: [
          p(
            "We only receive what you type into a form or choose in it. You can browse the whole site without giving us any personal data. Each form tells us which form it was, so we know how to answer.",
          ),
          table(
            "Forms on this website and what they collect",
            ["Form", "What it collects"],
            Object.values(formsCollected).map((f) => [f.form, f.collects]),
          ),
          p("With every form submission our server also stores:"),
          list(...automaticLeadData),
          p(
            `We do not store your IP address with an enquiry. Our server uses it only in memory, for ${rateWindowMinutes} minutes, to limit how many forms one network can send. Our server logs record the address requested, the response status and its duration, without IP addresses, query strings or form contents.`,
          ),
          p(
            `If you book a call, you give your name, email and any answers the booking form asks for directly to our scheduling service (${host}), which passes the booking to us. If you email or phone us, we receive what you tell us.`,
          ),
        ],
      },
      {
        id: "enquiry-record",
        title: "What an enquiry record contains",
        blocks: [
          p(
            "Every form stores its submission as one enquiry record. A record can contain these fields; a form fills only the ones it asks for.",
          ),
          table(
            "Fields of an enquiry record",
            ["Field", "What it holds"],
            Object.entries(leadFieldDescriptions).map(([field, text]) => [field, text]),
          ),
          p(
            "With each record we keep the language our emails to you are written in, and for the offer pop-up the discount code we email you. We send you one email confirming what you sent and what happens next, and tell our team about it by email (and, where we use one, in our customer-relationship system).",
          ),
          p(
            "A newsletter sign-up also records the subscription, so that signing up twice does not create a second one, and when you confirmed it with the link we email you: until then the address is not subscribed and receives nothing else.",
          ),
        ],
      },
      {
        id: "purposes",
        title: "Why we use your data and our lawful bases",
        blocks: [
          p("Under the UK GDPR and the EU GDPR we must have a lawful basis for each use of personal data. These are ours:"),
          table(
            "Purposes and lawful bases",
            ["Purpose", "Data used", "Lawful basis"],
            [
              [
                "Answering your enquiry, preparing a proposal and arranging a call",
                "Enquiry record, booking details",
                "Steps you asked for before a possible contract (Article 6(1)(b)); for enquiries on behalf of a business, also our legitimate interest in answering business enquiries (Article 6(1)(f))",
              ],
              ["Sending an offer or discount you claimed in a pop-up", "Email, chosen offer", "Steps you asked for (Article 6(1)(b))"],
              [
                "Following up on an enquiry you sent, within a reasonable time",
                "Enquiry record",
                "Legitimate interest in winning business from agencies that contacted us (Article 6(1)(f)); you can object at any time",
              ],
              [
                "Sending the newsletter",
                "Email, name",
                "Your consent (Article 6(1)(a)); withdraw it with the unsubscribe link in every issue or by emailing us",
              ],
              [
                "Keeping the site and forms secure and free from abuse",
                "IP address in memory, user agent, request logs, the spam checks' result",
                "Legitimate interest in protecting our systems and your data (Article 6(1)(f))",
              ],
              [
                "Knowing which of our campaigns, ads and referring sites bring enquiries, so we spend on what works",
                "How your visit reached us, stored with the enquiry you send",
                `Legitimate interest in measuring our own marketing (Article 6(1)(f)); the record stays in your browser tab until you send a form. Keeping it in your browser across visits (up to ${ATTRIBUTION_LIFETIME_DAYS} days) needs your marketing consent (Article 6(1)(a))`,
              ],
              [
                "Statistics about how the site is used",
                "Google Analytics cookies and usage data",
                "Your consent (Article 6(1)(a)) through the cookie banner",
              ],
              ["Measuring our own Google Ads", "Advertising cookies", "Your consent (Article 6(1)(a)) through the cookie banner"],
              [
                "Contracts, invoicing and accounting once you become a client",
                "Contact and billing details",
                "Performing our contract (Article 6(1)(b)) and our legal obligations (Article 6(1)(c))",
              ],
            ],
          ),
          p(
            "We do not use your data for automated decisions that have legal or similarly significant effects on you, and we do not sell it. For US visitors: in the last 12 months we have not sold personal information or shared it for cross-context behavioural advertising.",
          ),
          p(
            "The categories of personal information we collect, in the terms of the California Consumer Privacy Act, are identifiers (name, email, phone), professional information (company, agency, role in your enquiry), commercial information (services, budget, offers) and, only with your consent, internet activity (analytics). We collect them from you and use them for the purposes above.",
          ),
        ],
      },
      {
        id: "retention",
        title: "How long we keep it",
        blocks: [
          table(
            "Retention periods",
            ["Data", "How long"],
            [
              [
                "Enquiries and pop-up sign-ups that do not lead to a contract",
                `${periodText(retention.enquiryMonths, "month")} after our last contact with you, then deleted`,
              ],
              [
                "A newsletter sign-up you do not confirm",
                `${periodText(retention.unconfirmedSignUpDays, "day")} after we sent the confirmation link, then deleted`,
              ],
              [
                "Newsletter subscription",
                `Until you unsubscribe; then the record that you unsubscribed is kept for ${periodText(retention.enquiryMonths, "month")}, so that we do not email you again by mistake, then deleted`,
              ],
              [
                "Client contact and contract records",
                `For as long as we work together and ${periodText(retention.clientYears, "year")} after our last contact (tax and limitation periods)`,
              ],
              ["IP addresses used for rate limiting", `${rateWindowMinutes} minutes, in memory only`],
              ["Server request logs (no personal data)", "Up to 30 days"],
              [
                "Page speed measured in the browsers of visitors who allowed analytics (daily counts, no personal data)",
                `${periodText(WEB_VITALS_KEEP_DAYS, "day")}`,
              ],
              ["Google Analytics data", "14 months, then deleted by Google"],
              ["Your cookie choice in your browser", "365 days, then we ask again"],
              [
                "How your visit reached us, in your browser",
                `Until you close the tab; with marketing consent, ${ATTRIBUTION_LIFETIME_DAYS} days from that visit (removed when you withdraw consent)`,
              ],
            ],
          ),
          p(
            "Our server checks these periods every day and deletes enquiries, sign-ups, client records and page-speed counts that have passed them, without anyone having to ask. If you ask us to delete your data sooner, we will, unless the law requires us to keep it.",
          ),
        ],
      },
      {
        id: "processors",
        title: "Who helps us: processors and other recipients",
        blocks: [
          p("We share personal data only with service providers who process it for us under a written contract and our instructions:"),
          table(
            "Processors",
            ["Provider", "What they do for us", "Data involved"],
            [
              ["Our hosting provider", "Runs this website and the database that stores enquiries", "Everything you send through the site"],
              ["Our email provider", "Delivers our replies and the newsletter", "Name, email, message contents"],
              [
                `Scheduling service (${host})`,
                "Takes bookings for calls and, if you load it, shows the booking widget on our contact page",
                "Name, email, booking answers, time zone",
              ],
              [
                "Google (Google Analytics, Google tag)",
                "Statistics and ad measurement, only with your consent",
                "Cookie identifiers, pages viewed, approximate location, device data",
              ],
            ],
          ),
          p(
            "Our own specialists see enquiries only when they need to answer them, under a duty of confidentiality. We never pass your details to the agencies we work for or to anyone who wants to market to you. We may disclose data when the law requires it, to protect our rights, or to a buyer of our business, who would have to honour this policy.",
          ),
        ],
      },
      {
        id: "international-transfers",
        title: "International transfers",
        blocks: [
          p(
            "We serve agencies in the US, the UK and the EU, and some of our providers and specialists are based outside the UK and the European Economic Area (EEA). When your data leaves the UK or EEA, we protect it in one of these ways:",
          ),
          list(
            "the destination has an adequacy decision or UK adequacy regulations (for the US, only for organisations certified under the EU–US Data Privacy Framework and its UK Extension);",
            "the European Commission's Standard Contractual Clauses, with the UK International Data Transfer Addendum for data from the UK;",
            "for our own team members, the same contractual clauses and confidentiality duties.",
          ),
          p(`You can ask us for a copy of the safeguards that apply to your data by writing to [${brand.email}](mailto:${brand.email}).`),
        ],
      },
      {
        id: "your-rights",
        title: "Your rights and how to use them",
        blocks: [
          p("If you are in the UK or the EU, you have the right to:"),
          list(
            "access the personal data we hold about you and get a copy;",
            "have inaccurate data corrected;",
            "have your data deleted;",
            "restrict how we use it;",
            "receive the data you gave us in a portable format;",
            "object to uses based on our legitimate interests, and to direct marketing at any time;",
            "withdraw your consent at any time, without affecting what we did before.",
          ),
          p(
            "If you live in California or another US state with a privacy law, you have the right to know what we collect and how we use it, to access it, to correct it, to have it deleted, and to opt out of its sale or sharing (we do neither). We will not treat you differently for using these rights, and you may use an authorised agent.",
          ),
          p(
            `To use any of these rights, email [${brand.email}](mailto:${brand.email}) or write to ${postalAddress(brand)}. We may ask you to confirm your identity. We answer within one month (UK and EU) or 45 days (US), and tell you if we need longer. It is free of charge.`,
          ),
          p(
            "You can also complain to a data protection authority: in the UK the Information Commissioner's Office ([ico.org.uk](https://ico.org.uk)), in the EU the authority of the country where you live or work. We would appreciate the chance to put things right first.",
          ),
        ],
      },
      {
        id: "cookies",
        title: "Cookies and similar storage",
        blocks: [
          p(
            "We use the same four categories as our cookie banner. Essential storage is always on; analytics, marketing and functional storage are off until you allow them. Until then the Google tag is not loaded and Google's consent mode stays on 'denied'.",
          ),
          ...consentCategories.map((c) =>
            table(
              `${c.title}: ${c.description}`,
              ["Name", "Type", "Set by", "Purpose", "Lifetime"],
              storageItems(brand)
                .filter((i) => i.category === c.id)
                .map((i) => [i.key, i.type, i.setBy, i.purpose, i.lifetime]),
            ),
          ),
          p(
            "To change your choice at any time, use the 'Cookie settings' link at the bottom of every page; a withdrawal takes effect immediately. Our [Cookie Policy](/cookie-policy) explains each item in more detail.",
          ),
        ],
      },
      {
        id: "security",
        title: "How we protect your data",
        blocks: [
          p(
            "Form submissions travel over encrypted connections and are validated on our server before they are stored. Access to enquiries is limited to the people who answer them. Our [security page](/security) describes our measures and how to report a vulnerability.",
          ),
        ],
      },
      {
        id: "children",
        title: "Children",
        blocks: [
          p(
            "Our services are for businesses. This site is not meant for children, and we do not knowingly collect data from anyone under 16.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to this policy",
        blocks: [
          p(
            "When we change this policy we publish the new version here with a new date. If a change matters for how we use data you already gave us, we will tell you by email before it applies.",
          ),
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          p(
            `Questions about this policy or your data: email [${brand.email}](mailto:${brand.email}), call ${brand.phone} or write to ${brand.legalName}, ${postalAddress(brand)}.`,
          ),
        ],
      },
    ],
  };
}
