import type { SecurityCopy } from "./security.en";

export const securityDe: SecurityCopy = {
  meta: {
    title: "Sicherheit und Compliance",
    description:
      "Wie wir Websites, Werbekonten und Daten Ihrer Kunden schützen: Zugriffskontrolle, Verschlüsselung, Überwachung rund um die Uhr, Zertifizierungen und Meldewege.",
  },
  eyebrow: "Sicherheit & Compliance",
  title: "Sicherheit und Compliance",
  intro:
    "Agenturen vertrauen uns die Websites, Werbekonten und Daten ihrer Kunden an. Hier steht, wie wir sie schützen: Zugriffskontrolle, Verschlüsselung, Überwachung rund um die Uhr, unsere Zertifizierungen und wie Sie uns ein Sicherheitsproblem melden.",
  report: "Sicherheitsproblem melden",
  featuresTitle: "So schützen wir die Daten Ihrer Kunden",
  certificationsTitle: "Zertifizierungen und Compliance",
  lastAudit: "Letztes Audit:",
  lastAuditAfter: "Hängt ein Kundenvertrag von einer davon ab, fragen Sie uns bitte zuerst nach dem aktuellen Stand.",
  monitoringTitle: "Überwachung rund um die Uhr",
  reportEmailBefore: "Sie haben eine Schwachstelle auf unserer Website oder in einer von uns gelieferten Arbeit gefunden? Schreiben Sie an",
  reportEmailAfter:
    "mit „Security report“ im Betreff. Nennen Sie bitte die betroffene Adresse oder das System, was Sie gefunden haben und wie es sich nachvollziehen lässt.",
  reportRules:
    "Bitte geben Sie uns Zeit, ein Problem zu beheben, bevor Sie es veröffentlichen, und greifen Sie nicht auf fremde Daten zu, ändern oder behalten Sie sie nicht. Wer in gutem Glauben meldet und sich an diese Regeln hält, hat von uns nichts zu befürchten.",
  securityTxtBefore: "Unsere Kontaktdaten für Sicherheitsforscher stehen auch in",
  privacyBefore: ". Wie wir mit personenbezogenen Daten umgehen, erklärt unsere",
  privacyPolicy: "Datenschutzerklärung",
  responseCaption: "Wie schnell wir auf eine Meldung reagieren",
  severity: "Schweregrad",
  firstResponse: "Erste Antwort",
};
