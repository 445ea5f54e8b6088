// The note above long-form text that is only written in English so far
// (client/components/content/english-body.tsx). English readers see no note.

export const englishBodyEn = { note: null as string | null };

export type EnglishBodyCopy = typeof englishBodyEn;
