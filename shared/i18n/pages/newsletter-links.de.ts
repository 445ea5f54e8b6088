import type { NewsletterLinksCopy } from "./newsletter-links.en";

export const newsletterLinksDe: NewsletterLinksCopy = {
  eyebrow: "Newsletter",
  confirm: {
    meta: {
      title: "Newsletter-Anmeldung bestätigen",
      description: "Bestätigen Sie Ihre Anmeldung zu unserem Newsletter für wachsende Agenturen.",
    },
    title: "Bestätigen Sie Ihre Anmeldung",
    intro: (email, brand) => `Ein Klick, und ${email} erhält den Newsletter von ${brand}.`,
    question: "Ist das Ihre Adresse?",
    text: (email) =>
      `Bestätigen Sie, dass Sie den Newsletter an ${email} erhalten möchten. Abmelden können Sie sich in jeder Ausgabe mit einem Klick.`,
    formLabel: "Anmeldung bestätigen",
    button: "Anmeldung bestätigen",
    changedMind: "Doch kein Interesse? Schließen Sie einfach diese Seite: Ohne Ihre Bestätigung schreiben wir Ihnen nicht.",
    doneTitle: "Sie sind angemeldet!",
    doneIntro: (email) => `Danke für Ihre Bestätigung. Die nächste Ausgabe kommt an ${email}.`,
    readBlog: "Bis dahin im Blog lesen",
    doneNote: "Jede Ausgabe enthält einen Link, mit dem Sie sich mit einem Klick abmelden: Ihr Postfach bleibt in Ihrer Hand.",
    problems: {
      expired: {
        title: "Dieser Link ist abgelaufen",
        intro: "Bestätigungslinks gelten 7 Tage. Melden Sie sich erneut an, dann schicken wir Ihnen einen neuen.",
      },
      withdrawn: {
        title: "Diese Adresse ist abgemeldet",
        intro: "Die Adresse wurde abgemeldet, nachdem dieser Link verschickt wurde; der Link bestätigt daher nichts mehr.",
      },
      invalid: {
        title: "Dieser Link ist ungültig",
        intro:
          "Vielleicht wurde er beim Kopieren abgeschnitten. Nutzen Sie die Schaltfläche in der E-Mail, oder melden Sie sich erneut an.",
      },
    },
    signUpAgain: "Erneut anmelden",
    signUpAgainText: "Wir schicken Ihnen einen neuen Link, mit dem Sie Ihre Anmeldung bestätigen.",
  },
  unsubscribe: {
    meta: { title: "Vom Newsletter abmelden", description: "Beenden Sie den Empfang unseres Newsletters für wachsende Agenturen." },
    title: "Vom Newsletter abmelden",
    intro: (email, brand) => `${email} erhält den Newsletter von ${brand} dann nicht mehr.`,
    sorry: "Schade, dass Sie gehen",
    text: (email) => `Ein Klick, und wir senden den Newsletter nicht mehr an ${email}.`,
    formLabel: "Abmelden",
    button: "Abmelden",
    doneTitle: "Sie sind abgemeldet",
    doneIntro: (email) =>
      `${email} erhält den Newsletter nicht mehr. Wir behalten die Adresse nur als Vermerk, damit wir ihr nie wieder schreiben.`,
    subscribeAgain: "Doch wieder dabei sein? Erneut abonnieren",
    invalidTitle: "Dieser Link ist ungültig",
    invalidIntro: "Vielleicht wurde er beim Kopieren abgeschnitten. Nutzen Sie den Abmeldelink in der Newsletter-E-Mail erneut.",
    writeBefore: "Sie erhalten weiterhin E-Mails, die Sie nicht möchten? Schreiben Sie an",
    writeAfter: "und wir entfernen Ihre Adresse.",
    mailSubject: "Abmelden",
  },
  home: "Zurück zur Startseite",
};
