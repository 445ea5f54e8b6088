import type { Language } from "../../../shared/language";
import { de } from "./de";
import { en, type MailCopy } from "./en";

const copies: Record<Language, MailCopy> = { en, de };

export const copyFor = (language: Language): MailCopy => copies[language];
