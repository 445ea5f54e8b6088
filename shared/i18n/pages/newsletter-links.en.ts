// The pages the newsletter's emails link to (client/pages/newsletter-confirm,
// client/pages/newsletter-unsubscribe). They have one address; they speak the language of
// the region the subscription came from (shared/schemas/newsletter-link.ts), English
// when the link is not ours.

export const newsletterLinksEn = {
  eyebrow: "Newsletter",
  confirm: {
    meta: { title: "Confirm your newsletter subscription", description: "Confirm your subscription to our agency growth newsletter." },
    title: "Confirm your subscription",
    intro: (email: string, brand: string) => `One click, and ${email} receives the ${brand} newsletter.`,
    question: "Is this your address?",
    text: (email: string) => `Confirm that you want the newsletter at ${email}. You can unsubscribe from any issue with one click.`,
    formLabel: "Confirm subscription",
    button: "Confirm my subscription",
    changedMind: "Changed your mind? Just close this page: without your confirmation we won't email you.",
    doneTitle: "You're subscribed!",
    doneIntro: (email: string) => `Thank you for confirming. The next issue will arrive at ${email}.`,
    readBlog: "Read the blog meanwhile",
    doneNote: "Every issue has a link to unsubscribe with one click, so you stay in control of your inbox.",
    problems: {
      expired: {
        title: "This link has expired",
        intro: "Confirmation links work for 7 days. Sign up again and we'll send you a fresh one.",
      },
      withdrawn: {
        title: "This address has unsubscribed",
        intro: "The address was unsubscribed after this link was sent, so the link no longer confirms anything.",
      },
      invalid: {
        title: "This link isn't valid",
        intro: "It may have been cut off when it was copied. Use the button in the email, or sign up again.",
      },
    },
    signUpAgain: "Sign up again",
    signUpAgainText: "We'll email you a new link to confirm your subscription.",
  },
  unsubscribe: {
    meta: { title: "Unsubscribe from the newsletter", description: "Stop receiving our agency growth newsletter." },
    title: "Unsubscribe from the newsletter",
    intro: (email: string, brand: string) => `${email} will no longer receive the ${brand} newsletter.`,
    sorry: "Sorry to see you go",
    text: (email: string) => `One click and we stop sending the newsletter to ${email}.`,
    formLabel: "Unsubscribe",
    button: "Unsubscribe",
    doneTitle: "You're unsubscribed",
    doneIntro: (email: string) =>
      `${email} won't receive the newsletter any more. We keep a note of the address only so that we never email it again.`,
    subscribeAgain: "Changed your mind? Subscribe again",
    invalidTitle: "This link isn't valid",
    invalidIntro: "It may have been cut off when it was copied. Use the unsubscribe link in the newsletter email again.",
    writeBefore: "Still receiving emails you don't want? Write to",
    writeAfter: "and we'll remove your address.",
    mailSubject: "Unsubscribe",
  },
  home: "Back to the home page",
};

export type NewsletterLinksCopy = typeof newsletterLinksEn;
