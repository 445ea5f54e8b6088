import { PROMO_SETUP_FREE } from "../../constants";
import { LEGAL_UPDATED, type LegalContext, type LegalDocument, countryName, list, p, postalAddress } from "./legal-document";

// Terms for using the website and its tools. Client work itself is governed by the
// written proposal and agreement each partner signs; these terms say so.

/** The law that governs the terms: that of the country where the company is registered. */
function governingLaw(country: string): string {
  if (country === "GB") return "the law of England and Wales, and the courts of England and Wales";
  if (country === "DE") return "the law of the Federal Republic of Germany, and the courts at our registered office";
  return `the law of ${countryName(country)}, and the courts at our registered office`;
}

export function termsOfService({ brand, siteUrl }: LegalContext): LegalDocument {
  const site = siteUrl.replace(/^https?:\/\//, "");
  return {
    title: "Terms of Service",
    updated: LEGAL_UPDATED,
    summary: `The rules for using ${site}, its tools and its offers, and what you can expect from the information on it. Work for your agency is governed by the written proposal and agreement you sign with us.`,
    sections: [
      {
        id: "about-these-terms",
        title: "About these terms",
        blocks: [
          p(
            `This website is run by ${brand.legalName}, ${postalAddress(brand)} ("we", "us"). You can reach us at [${brand.email}](mailto:${brand.email}) or on ${brand.phone}.`,
          ),
          p(
            "By using the site you accept these terms. If you do not agree with them, please do not use the site. Our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy) explain how we handle personal data.",
          ),
        ],
      },
      {
        id: "our-services",
        title: "Our services are for businesses",
        blocks: [
          p(
            "We provide white-label SEO, Google Ads management, web development, AI development and dedicated specialists to agencies and other businesses. The site describes these services in general terms; it is not an offer that you can accept.",
          ),
          p(
            "A contract exists only once we have both agreed a written proposal or service agreement. That document sets out the scope, price, timeline, confidentiality, ownership of work and data protection terms, and it takes priority over anything on this site.",
          ),
          p("If you use the site as a consumer, nothing in these terms limits the rights the law of your country gives you."),
        ],
      },
      {
        id: "prices-and-quotes",
        title: "Prices, estimates and quotes",
        blocks: [
          list(
            'Prices shown as "from" are the lowest price of a service. Unless stated otherwise they are in US dollars and exclude VAT, sales tax and, for Google Ads, your ad spend.',
            "Figures from the pricing calculator, the Find Service wizard and amounts in other currencies are estimates to help you plan. They are not quotes.",
            "A quote is binding only when we send it to you in writing. It states its currency and how long it is valid.",
          ),
        ],
      },
      {
        id: "offers",
        title: "Offers and discount codes",
        blocks: [
          p(
            `From time to time the site shows offers, for example free setup on dedicated resources (code ${PROMO_SETUP_FREE}) or a discount claimed through a pop-up. For every offer:`,
          ),
          list(
            "it applies to new engagements and is confirmed in your written proposal;",
            "it cannot be exchanged for cash or combined with another offer unless the proposal says so;",
            "we may end or change an offer at any time, but not for a proposal we have already sent you.",
          ),
        ],
      },
      {
        id: "white-label-and-confidentiality",
        title: "White-label work and confidentiality",
        blocks: [
          p(
            "Work we deliver for your agency carries your brand, not ours. We do not contact your clients unless you ask us to, and we do not name your agency as a partner in public without your permission. Details of confidentiality and ownership are in your service agreement.",
          ),
          p("What you tell us in an enquiry or on a call is treated as confidential and used only to answer you and prepare a proposal."),
        ],
      },
      {
        id: "using-the-site",
        title: "Using the site and its tools",
        blocks: [
          p("You may use the site and its tools for your own business. You must not:"),
          list(
            "send false, misleading or someone else's details through a form;",
            "use the SEO audit tool on websites you are not allowed to examine, or to attack or overload any website;",
            "try to break into, overload or disrupt the site, or get around its rate limits;",
            "collect content or data from the site automatically in a way that harms its performance;",
            "copy or resell the site's content as your own.",
          ),
          p(
            "The pricing calculator, the Find Service wizard and the SEO audit give automatic results based on what you enter and on public information. They are a starting point, not professional advice for your situation.",
          ),
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual property",
        blocks: [
          p(
            `The site's text, design, graphics and code belong to ${brand.legalName} or its licensors. You may view and print pages for your own use and share links to them. The names and trade marks of clients and partner agencies mentioned on the site belong to their owners.`,
          ),
        ],
      },
      {
        id: "links-and-third-parties",
        title: "Links and third-party services",
        blocks: [
          p(
            "The site links to other websites, such as our booking page and social profiles, and can embed a scheduling widget when you ask for it. Those services have their own terms and privacy policies, and we are not responsible for their content or availability.",
          ),
        ],
      },
      {
        id: "results-and-disclaimers",
        title: "Results and disclaimers",
        blocks: [
          p(
            "Case studies and figures on the site describe results we achieved for particular clients in particular markets. They show what is possible, not what every client will get: search rankings, ad performance and growth depend on many things outside our control, and we do not guarantee them.",
          ),
          p(
            'We keep the site accurate and available, but we provide it "as is" and may change, suspend or withdraw any part of it. Information on the site may become out of date.',
          ),
        ],
      },
      {
        id: "liability",
        title: "Our liability",
        blocks: [
          p(
            "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow us to limit.",
          ),
          p(
            "Apart from that, we are not liable for losses arising from the use of this website or its free tools, including loss of profit, business, data or opportunity. Our liability for paid work is set out in your service agreement.",
          ),
        ],
      },
      {
        id: "communications",
        title: "Emails and the newsletter",
        blocks: [
          p(
            "If you send an enquiry we will reply by your preferred method. We send the newsletter only to people who subscribed; every issue has an unsubscribe link, and you can also unsubscribe by emailing us.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to these terms",
        blocks: [p("We may update these terms. The version on this page, with its date, applies from the day it is published.")],
      },
      {
        id: "law",
        title: "Governing law",
        blocks: [p(`These terms and any dispute about the website are governed by ${governingLaw(brand.address.country)}.`)],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          p(
            `Questions about these terms: email [${brand.email}](mailto:${brand.email}) or write to ${brand.legalName}, ${postalAddress(brand)}.`,
          ),
        ],
      },
    ],
  };
}
