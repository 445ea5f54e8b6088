import type { ClaimsCopy } from "./claims.en";

export const claimsDe: ClaimsCopy = {
  labels: {
    agencies: "Agenturen vertrauen uns",
    specialists: "Fachkräfte im Team",
    whiteLabel: "White-Label-Umsetzung",
    response: "Antwortzeit",
    satisfaction: "Zufriedenheitsrate",
    growth: "Durchschnittliches Kundenwachstum",
    departments: "Abteilungen",
    since: "Vertrauen seit",
    subscribers: "Newsletter-Abonnenten",
  },
  notesLabel: "Zu diesen Zahlen",
  asOf: (date) => `Stand ${date}`,
  source: (text) => `Quelle: ${text}`,
  countedTeam: "gezählt aus dem Team auf dieser Website",
  noteMarker: (n) => `Anmerkung ${n}`,
};
