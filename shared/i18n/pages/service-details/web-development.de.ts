import type { ServiceText } from "../../../content/service-details";
import { estimateDe } from "../estimate.de";
import { whiteLabelDe } from "./white-label.de";

export const webDevelopmentDe: ServiceText = {
  whoFor: {
    intro: "Für Agenturen, die Websites verkaufen und verlässliche Designer und Entwickler brauchen, die sie bauen.",
    points: [
      "Marketing- und SEO-Agenturen, deren Kunden zuerst eine neue oder bessere Website brauchen",
      "Designstudios mit kreativen Ideen, aber ohne Entwicklungskapazität",
      "Agenturen, die Onlineshops auf WooCommerce, Shopify oder BigCommerce verkaufen",
      "Agenturen, die zusätzliche Hände brauchen, wenn mehrere Launches gleichzeitig anstehen",
    ],
  },
  included: [
    {
      title: "Webdesign",
      text: "Individuelle Layouts nach Ihrem Briefing oder den Dateien Ihres Designers, passend zur Marke Ihres Kunden.",
    },
    {
      title: "E-Commerce-Entwicklung",
      text: "Shops auf WooCommerce, Shopify und BigCommerce mit Zahlung, Versand, Gutscheinen und Upsells.",
    },
    {
      title: "Mobilfreundlich von Anfang an",
      text: "Jede Seite ist responsiv und wird vor der Übergabe auf Smartphones, Tablets und Desktops geprüft.",
    },
    { title: "Content-Management", text: "WordPress- und Shop-Backends, die Ihr Kunde selbst pflegen kann, ohne jemanden anzurufen." },
    {
      title: "SEO-fertig gebaut",
      text: "Meta-Tags, Alt-Texte, Ladezeit und Analytics sind eingerichtet, damit die Website vom ersten Tag an gefunden wird.",
    },
    {
      title: "Individuell programmierte Websites",
      text: "Wenn ein Theme nicht reicht: eigens programmierte Websites mit eigener Logik und Integrationen.",
    },
  ],
  packages: [
    {
      includes: [
        "Bis zu 5 Seiten",
        "Umsetzung mit Elementor",
        "Responsiv auf jeder Bildschirmgröße",
        "Basis-SEO (Meta-Tags, Alt-Texte)",
        "Kontaktformular und Social-Media-Links",
        "Google Analytics",
        "1 Korrekturschleife",
        "Lieferung in 7 Tagen",
      ],
    },
    {
      includes: [
        "Bis zu 10 Seiten",
        "Individuelles Design mit Elementor Pro",
        "Auf Ladezeit optimiert",
        "OnPage-SEO",
        "Anfrageformulare und Live-Chat",
        "Blog eingerichtet",
        "Google Analytics und Search Console",
        "2 Korrekturschleifen",
        "Lieferung in 10–12 Tagen",
      ],
    },
    {
      // Not a product name but what it is: named as the calculator names it in German.
      name: estimateDe.webTiers["wordpress-ecommerce"],
      includes: [
        "Bis zu 10 Seiten und 10 Produkte",
        "Shop-Oberfläche mit WooCommerce",
        "Optimierter Checkout",
        "Produkt-SEO",
        "Zahlungsanbieter und Versand",
        "Gutscheine, Upsells und Versandregeln",
        "2 Korrekturschleifen",
        "Lieferung in 12–15 Tagen",
      ],
    },
  ],
  packagesNote:
    "Shopify-Websites gibt es ab $750, BigCommerce-Websites ab $850. Individuell programmierte Websites bepreisen wir nach einem kurzen Abstimmungsgespräch.",
  whiteLabel: whiteLabelDe(
    "Entwürfe, Staging-Links und die fertige Website werden als Arbeit Ihrer Agentur übergeben.",
    "Zwischenstände und Übergabenotizen kommen ohne unser Branding, bereit zur Weitergabe an Ihren Kunden.",
  ),
  process: [
    {
      title: "Briefing",
      text: "Sie schicken Briefing, Inhalte und vorhandene Entwürfe. Wir bestätigen Umfang, Plattform und Liefertermin.",
    },
    { title: "Design", text: "Wir gestalten zuerst die wichtigsten Seiten und stimmen sie mit Ihnen ab, bevor die Entwicklung beginnt." },
    { title: "Umsetzung", text: "Die Website entsteht auf einer Staging-Adresse, die Sie Ihrem Kunden unter Ihrem Namen zeigen können." },
    { title: "Abnahme und Korrekturen", text: "Sie sammeln das Feedback, wir setzen es in den Korrekturschleifen Ihres Pakets um." },
    { title: "Launch und Übergabe", text: "Wir bringen die Website live oder übergeben sie Ihrem Team, mit Analytics und Basis-SEO." },
  ],
  faqs: [
    {
      question: "Wie lange dauert eine Website?",
      answer:
        "WordPress Starter liefern wir in 7 Tagen, WordPress Business in 10–12 Tagen und einen WooCommerce-Shop in 12–15 Tagen. Kleinere Aufträge gehen schneller: Die erste Website eines Garten- und Landschaftsbauers und die Landingpage einer Laserklinik waren jeweils in 48 Stunden fertig.",
    },
    {
      question: "Was kostet eine Website?",
      answer:
        "WordPress-Websites beginnen bei $600 einmalig, WordPress Business kostet $1,200 und ein WooCommerce-Shop $1,500. Shopify-Websites gibt es ab $750, BigCommerce ab $850; individuell programmierte Websites bepreisen wir je Projekt.",
    },
    {
      question: "Auf welchen Plattformen bauen Sie?",
      answer:
        "WordPress, Shopify, BigCommerce und individuell programmierte Websites. Wir empfehlen die Plattform danach, was Ihr Kunde im Alltag damit tun muss.",
    },
    {
      question: "Werden Sie auf der fertigen Website erwähnt?",
      answer:
        "Nein. Die Website wird als Arbeit Ihrer Agentur übergeben, ohne Hinweis auf uns auf den Seiten oder in dem, was Ihr Kunde sieht.",
    },
    {
      question: "Wie viele Korrekturschleifen sind enthalten?",
      answer: "WordPress Starter enthält 1 Korrekturschleife, WordPress Business und der WooCommerce-Shop enthalten 2.",
    },
    {
      question: "Ist SEO in der Umsetzung enthalten?",
      answer:
        "Jedes Paket enthält die Grundlagen wie Meta-Tags und Alt-Texte. WordPress Business ergänzt OnPage-SEO und die Search Console, der WooCommerce-Shop Produkt-SEO.",
    },
  ],
};
