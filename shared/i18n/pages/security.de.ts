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
  features: [
    {
      title: "Minimale Zugriffsrechte",
      text: "Wir bitten nur um den Zugriff auf Websites, Werbekonten und Analytics Ihrer Kunden, den eine Aufgabe wirklich braucht, und geben ihn nach Abschluss der Arbeit zurück.",
    },
    {
      title: "Verschlüsselte Verbindungen",
      text: "Unsere Website ist nur über HTTPS erreichbar, mit HTTP Strict Transport Security, sodass Formulardaten verschlüsselt übertragen werden.",
    },
    {
      title: "Abgesicherte Website",
      text: "Eine strenge Content Security Policy erlaubt keine Inline-Skripte, und Widgets von Drittanbietern wie der Terminplaner laden erst, wenn Sie es wünschen.",
    },
    {
      title: "Datensparsamkeit",
      text: "Unsere Formulare fragen nur, was wir für eine Antwort brauchen. Wir speichern Ihre IP-Adresse nicht mit einer Anfrage, und unsere Zugriffsprotokolle enthalten keine personenbezogenen Daten.",
    },
    {
      title: "Schutz vor Missbrauch",
      text: "Jedes Formular wird auf unserem Server geprüft und in der Anfragerate begrenzt, sodass automatisierter Missbrauch weder unser Postfach noch unsere Datenbank überfluten kann.",
    },
    {
      title: "Dauerhaft gespeichert",
      text: "Eine Anfrage wird auf die Festplatte geschrieben, bevor wir sie bestätigen. Eine Nachricht, deren Eingang wir bestätigt haben, geht also nie verloren.",
    },
  ],
  certificationsTitle: "Zertifizierungen und Compliance",
  certifications: {
    iso27001: { name: "ISO 27001", text: "Managementsystem für Informationssicherheit" },
    soc2: { name: "SOC 2 Typ II", text: "Kontrollen für Sicherheit, Verfügbarkeit und Vertraulichkeit" },
    gdpr: {
      name: "DSGVO",
      text: "Datenschutzregeln der EU und des Vereinigten Königreichs für die personenbezogenen Daten, die wir verarbeiten",
    },
  },
  since: (month) => `Seit ${month}`,
  until: (month) => `Bis ${month}`,
  lastAudit: "Letztes Audit:",
  lastAuditAfter: "Hängt ein Kundenvertrag von einer davon ab, fragen Sie uns bitte zuerst nach dem aktuellen Stand.",
  monitoringTitle: "Überwachung rund um die Uhr",
  monitoredSystems: [
    "Website und Kontaktformulare",
    "Server-Zustandsprüfungen",
    "Formularmissbrauch und Ratenbegrenzung",
    "TLS-Zertifikate",
  ],
  monitored: "24/7 überwacht",
  reportEmailBefore: "Sie haben eine Schwachstelle auf unserer Website oder in einer von uns gelieferten Arbeit gefunden? Schreiben Sie an",
  reportEmailAfter:
    "mit „Sicherheitsmeldung“ im Betreff. Nennen Sie bitte die betroffene Adresse oder das System, was Sie gefunden haben und wie es sich nachvollziehen lässt.",
  reportRules:
    "Bitte geben Sie uns Zeit, ein Problem zu beheben, bevor Sie es veröffentlichen, und greifen Sie nicht auf fremde Daten zu, ändern oder behalten Sie sie nicht. Wer in gutem Glauben meldet und sich an diese Regeln hält, hat von uns nichts zu befürchten.",
  securityTxtBefore: "Unsere Kontaktdaten für Sicherheitsforscher stehen auch in",
  privacyBefore: ". Wie wir mit personenbezogenen Daten umgehen, erklärt unsere",
  privacyPolicy: "Datenschutzerklärung",
  responseCaption: "Wie schnell wir auf eine Meldung reagieren",
  severity: "Schweregrad",
  firstResponse: "Erste Antwort",
  severities: {
    critical: { name: "Kritisch", hint: "Aktive Ausnutzung, offengelegte Kundendaten oder Zugangsdaten" },
    high: { name: "Hoch", hint: "Eine Schwachstelle, die Daten offenlegen oder eine Website lahmlegen könnte" },
    medium: { name: "Mittel", hint: "Eine Schwäche mit begrenzter Wirkung oder schwer auszunutzen" },
  },
  hours: (n) => (n === 1 ? "1 Stunde" : `${n} Stunden`),
};
