import type { Language } from "../language";

// What the staff API answers about a landing page it refuses (server/api/admin/content.routes.ts,
// server/api/admin/campaign-report.routes.ts), in the staff member's language: the API writes the
// English words below, and answers a staff member whose browser asks for German with the German
// ones (localizeStaffMessage). Each refusal names its field by its path in the document
// (docs/decisions/0039-landing-pages.md).

export const LANDING_MESSAGES = {
  required: "Required",
  englishRequired: "Required in English: the page has a US or UK version",
  germanRequired: "Required in German: the page has a German version",
  regionsRequired: "Choose at least one region",
  regionTwice: "Each region once",
  slugRequired: "Slug is required",
  slugPattern: "Use lower-case letters, digits and single hyphens, e.g. dental-clinic-seo",
  slugTaken: "Another landing page uses this slug: choose a different one",
  slugRedirected: "This slug is an old address of another landing page: choose a different one",
  paramPattern: "Use a short lower-case name, e.g. kw",
  paramReserved: "This parameter is taken by the site or the ad platforms: choose another name, e.g. kw",
  valuePattern: "Use lower-case letters, digits, spaces, hyphens or underscores, e.g. dentists",
  valueTwice: "Each value once",
  valuesRequired: "List at least one value, or remove the parameter",
  variantsRequired: "A page has one version, or two to four variants",
  variantKeyTwice: "Each variant needs its own key",
  variantKeyPattern: "Use lower-case letters and digits",
  weightRange: "A weight is a whole number from 0 to 100",
  noRunningVariant: "At least one variant must be running",
  blocksRequired: "Add at least one block",
  tooManyBlocks: "At most 20 blocks",
  oneForm: "A page version has at most one form",
  formMissing: "This button leads to the form: add a form block to this version",
  imageRequired: "Choose an image from the media library",
  studyRequired: "Choose a published case study",
  chooseStudy: "Choose the case studies to show, at most 3",
  unknownBlock: "Unknown block type",
  unknownVariant: "No running variant with this key",
  lastVariant: "The page's only running variant cannot be stopped: promote another or add one",
  contentInvalid: "Please check the highlighted fields",
  dateFormat: "Use a date like 2026-03-01",
  periodOrder: "The period's start comes after its end",
  periodTooLong: "A report covers at most 366 days",
  notLandingPage: "Not a landing page id",
  notPublished: "Publish the page first: only a live page's variants can be changed from the report",
} as const;
export type LandingMessageKey = keyof typeof LANDING_MESSAGES;

/** The weights' sum in a refusal: "Weights add up to 90: they must add up to 100". */
export const weightsSumMessage = (sum: number) => `Weights add up to ${sum}: they must add up to 100`;
const WEIGHTS_SUM = /^Weights add up to (\d+): they must add up to 100$/;
/** "Must be at most 200 characters" (shared/i18n/api-messages.ts tooLongMessage). */
const TOO_LONG = /^Must be at most (\d+) characters$/;
/** "At most 12 items". */
export const atMostMessage = (max: number) => `At most ${max} items`;
const AT_MOST = /^At most (\d+) items$/;

const GERMAN: Record<LandingMessageKey, string> = {
  required: "Pflichtfeld",
  englishRequired: "Auf Englisch erforderlich: Die Seite hat eine US- oder UK-Version",
  germanRequired: "Auf Deutsch erforderlich: Die Seite hat eine deutsche Version",
  regionsRequired: "Wählen Sie mindestens eine Region",
  regionTwice: "Jede Region nur einmal",
  slugRequired: "Die Adresse (Slug) fehlt",
  slugPattern: "Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. zahnarzt-seo",
  slugTaken: "Eine andere Landingpage nutzt diese Adresse: Wählen Sie eine andere",
  slugRedirected: "Diese Adresse ist eine frühere Adresse einer anderen Landingpage: Wählen Sie eine andere",
  paramPattern: "Ein kurzer Name in Kleinbuchstaben, z. B. kw",
  paramReserved: "Diesen Parameter nutzt die Website oder eine Werbeplattform: Wählen Sie einen anderen Namen, z. B. kw",
  valuePattern: "Nur Kleinbuchstaben, Ziffern, Leerzeichen, Binde- oder Unterstriche, z. B. zahnaerzte",
  valueTwice: "Jeder Wert nur einmal",
  valuesRequired: "Nennen Sie mindestens einen Wert oder entfernen Sie den Parameter",
  variantsRequired: "Eine Seite hat eine Version oder zwei bis vier Varianten",
  variantKeyTwice: "Jede Variante braucht einen eigenen Schlüssel",
  variantKeyPattern: "Nur Kleinbuchstaben und Ziffern",
  weightRange: "Ein Gewicht ist eine ganze Zahl von 0 bis 100",
  noRunningVariant: "Mindestens eine Variante muss laufen",
  blocksRequired: "Fügen Sie mindestens einen Block hinzu",
  tooManyBlocks: "Höchstens 20 Blöcke",
  oneForm: "Eine Version der Seite hat höchstens ein Formular",
  formMissing: "Dieser Button führt zum Formular: Fügen Sie dieser Version einen Formular-Block hinzu",
  imageRequired: "Wählen Sie ein Bild aus der Mediathek",
  studyRequired: "Wählen Sie eine veröffentlichte Fallstudie",
  chooseStudy: "Wählen Sie die Fallstudien, höchstens 3",
  unknownBlock: "Unbekannte Blockart",
  unknownVariant: "Keine laufende Variante mit diesem Schlüssel",
  lastVariant: "Die einzige laufende Variante kann nicht gestoppt werden: Übernehmen Sie eine andere oder fügen Sie eine hinzu",
  contentInvalid: "Bitte prüfen Sie die markierten Felder",
  dateFormat: "Ein Datum wie 2026-03-01",
  periodOrder: "Der Beginn des Zeitraums liegt nach seinem Ende",
  periodTooLong: "Ein Bericht umfasst höchstens 366 Tage",
  notLandingPage: "Keine Kennung einer Landingpage",
  notPublished: "Veröffentlichen Sie die Seite zuerst: Nur die Varianten einer Live-Seite lassen sich im Bericht ändern",
};

const KEY_BY_TEXT = new Map(Object.entries(LANDING_MESSAGES).map(([key, text]) => [text as string, key as LandingMessageKey]));

/** Words the staff API shares with other editors, in German (shared/i18n/api-messages.ts). */
const SHARED_GERMAN: Readonly<Record<string, string>> = {
  "Unknown field": "Unbekanntes Feld",
  "Choose an image from the media library": GERMAN.imageRequired,
  "Invalid input": "Ungültige Eingabe",
};

/** A message of the landing-page API in `language`; a message that is not one of ours is returned as it is. */
export function localizeStaffMessage(message: string, language: Language): string {
  if (language === "en") return message;
  const key = KEY_BY_TEXT.get(message);
  if (key) return GERMAN[key];
  const sum = WEIGHTS_SUM.exec(message);
  if (sum) return `Die Gewichte ergeben zusammen ${sum[1]}: Sie müssen 100 ergeben`;
  const long = TOO_LONG.exec(message);
  if (long) return `Höchstens ${long[1]} Zeichen`;
  const most = AT_MOST.exec(message);
  if (most) return `Höchstens ${most[1]} Einträge`;
  return SHARED_GERMAN[message] ?? message;
}

/** Every field's messages in `language`. */
export function localizeStaffFieldErrors(fieldErrors: Record<string, string[]>, language: Language): Record<string, string[]> {
  if (language === "en") return fieldErrors;
  const localized: Record<string, string[]> = Object.create(null);
  for (const [field, messages] of Object.entries(fieldErrors)) localized[field] = messages.map((m) => localizeStaffMessage(m, language));
  return localized;
}
