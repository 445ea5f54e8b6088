// Every email is described once as blocks; render-email.ts turns the same blocks
// into the HTML part and the plain-text part, so the two always say the same.

export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "section"; title: string }
  | { kind: "list"; items: string[] }
  | { kind: "fields"; rows: [label: string, value: string][] }
  | { kind: "button"; label: string; url: string }
  | { kind: "code"; label: string; code: string };

export interface EmailContent {
  /** The HTML document's language. */
  lang: string;
  /** Shown by mail programs next to the subject; never visible in the message itself. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Small print under the message: who sent it and why. */
  footer: string[];
}
