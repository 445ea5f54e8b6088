import { CONSENT_LIFETIME_DAYS } from "../../constants";
import { LEGAL_UPDATED, type LegalContext, type LegalDocument, list, p, schedulingHost, table } from "./legal-document";
import { consentCategories, storageItems } from "./storage-items";

// The cookie policy: every item the site stores, by the consent dialog's categories.

export function cookiePolicy({ brand }: LegalContext): LegalDocument {
  const items = storageItems(brand);
  const host = schedulingHost(brand);
  return {
    title: "Cookie Policy",
    updated: LEGAL_UPDATED,
    summary: `Which cookies and browser storage ${brand.legalName} uses on this website, why, for how long, and how you can change your choice at any time.`,
    sections: [
      {
        id: "what-we-use",
        title: "Cookies and browser storage",
        blocks: [
          p(
            "Cookies are small text files a website stores in your browser. Local storage works the same way but is read only by the page in your browser, never sent to our server by itself; session storage is local storage that is cleared when you close the tab. This policy covers all three, and we ask for your consent before using any of them for anything beyond what the site needs to work.",
          ),
          p("Each item falls into one of the four categories of our cookie banner:"),
          list(...consentCategories.map((c) => `${c.title}: ${c.description}`)),
        ],
      },
      {
        id: "how-consent-works",
        title: "How your consent works",
        blocks: [
          list(
            "Until you choose, only essential storage is used. The Google tag is not loaded and Google's consent mode is set to 'denied' for analytics and advertising.",
            "Accept All allows analytics, marketing and functional storage; Reject All refuses all three; Customize lets you decide for each category. Rejecting is as easy as accepting.",
            `We remember your choice for ${CONSENT_LIFETIME_DAYS} days. After that, or if the stored choice cannot be read, the banner asks again.`,
            "Analytics consent controls Google's analytics storage; marketing consent controls its advertising storage, user data and personalisation signals.",
            "Analytics consent also lets your browser tell us how fast each page was for you: five speed measures, the kind of page, the region and whether you used a phone or a computer. Nothing is stored in your browser for this, and we keep only daily totals, with no identifier and no IP address.",
          ),
        ],
      },
      ...consentCategories.map((c) => ({
        id: c.id,
        title: `${c.title} storage`,
        blocks: [
          p(c.description),
          table(
            `${c.title} storage on this website`,
            ["Name", "Type", "Set by", "Purpose", "Lifetime"],
            items.filter((i) => i.category === c.id).map((i) => [i.key, i.type, i.setBy, i.purpose, i.lifetime]),
          ),
        ],
      })),
      {
        id: "change-your-choice",
        title: "How to change your choice",
        blocks: [
          p(
            "Use the 'Cookie settings' link at the bottom of every page, or the button on this page, to open the cookie settings again. You can allow or refuse each category; a withdrawal takes effect immediately.",
          ),
          p(
            "You can also delete cookies and site data in your browser's settings at any time. If you do, the banner will ask for your choice again, and the site will forget your region and the pop-ups you closed.",
          ),
        ],
      },
      {
        id: "third-parties",
        title: "Third parties",
        blocks: [
          p(
            "Google sets the analytics and marketing cookies on our behalf; Google's privacy policy is at [policies.google.com/privacy](https://policies.google.com/privacy). " +
              `The booking widget on our contact page comes from ${host} and loads only when you click to show it; until then no request goes to ${host}. You can always book through the link instead.`,
          ),
        ],
      },
      {
        id: "more-information",
        title: "More information",
        blocks: [
          p(
            `Our [Privacy Policy](/privacy-policy) explains how we use personal data and your rights. Questions about cookies: [${brand.email}](mailto:${brand.email}).`,
          ),
        ],
      },
    ],
  };
}
