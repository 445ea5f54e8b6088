import type { EnglishBodyCopy } from "./english-body.en";

export const englishBodyDe: EnglishBodyCopy = { note: "Dieser Text ist vorerst nur auf Englisch verfügbar." };
