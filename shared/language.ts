// The languages the site writes to visitors in (emails, newsletter pages).

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "de";
