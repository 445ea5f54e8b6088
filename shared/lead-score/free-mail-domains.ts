// Mailbox providers anyone can sign up to: an address there says nothing about the
// sender's business. A fixed list (no lookup over the network); the lead score reads
// it (rules.ts). Lower-case, exact domains.
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.de",
  "ymail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.de",
  "outlook.com",
  "outlook.de",
  "live.com",
  "live.co.uk",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "aol.de",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "t-online.de",
  "freenet.de",
  "mail.com",
  "mail.de",
  "proton.me",
  "protonmail.com",
  "zoho.com",
  "yandex.com",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "comcast.net",
  "verizon.net",
  "att.net",
]);

/** The part after the last "@", lower-cased. */
export const emailDomain = (email: string): string =>
  email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();

export const isFreeMail = (email: string): boolean => FREE_MAIL_DOMAINS.has(emailDomain(email));
