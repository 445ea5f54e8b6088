import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { STORAGE_KEYS } from "../../shared/constants";
import { aboutDe } from "../../shared/i18n/pages/about.de";
import { aboutEn } from "../../shared/i18n/pages/about.en";
import { securityDe } from "../../shared/i18n/pages/security.de";
import { securityEn } from "../../shared/i18n/pages/security.en";
import { newsletterEn } from "../../shared/i18n/pages/newsletter.en";
import { cookiePolicy } from "../../shared/content/legal/cookie-policy";
import { formsCollected } from "../../shared/content/legal/form-data";
import type { LegalDocument } from "../../shared/content/legal/legal-document";
import { privacyPolicy } from "../../shared/content/legal/privacy-policy";
import { storageItems } from "../../shared/content/legal/storage-items";
import { termsOfService } from "../../shared/content/legal/terms-of-service";
import { CONTACT_FORM_TYPES, LEAD_FIELDS } from "../../shared/schemas/lead";
import { DEFAULT_RETENTION } from "../../shared/retention";

const ctx = { brand: defaultBrand, siteUrl: "https://agency.test", retention: DEFAULT_RETENTION };
const documents: LegalDocument[] = [privacyPolicy(ctx), termsOfService(ctx), cookiePolicy(ctx)];
const allText = (doc: LegalDocument) =>
  [
    doc.title,
    doc.summary,
    ...doc.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.kind === "list" ? b.items : [b.caption, ...b.columns, ...b.rows.flat()])),
    ]),
  ].join("\n");

describe("the legal documents", () => {
  test.each(documents.map((d) => [d.title, d] as const))("%s has unique section anchors and no empty section", (_title, doc) => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) {
      expect(s.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(s.blocks.length, s.id).toBeGreaterThan(0);
    }
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(doc.updated)).toBeLessThanOrEqual(Date.now());
  });

  test("no document, nor the company and security copy, holds placeholder text", () => {
    const texts = [
      ...documents.map(allText),
      JSON.stringify(
        [aboutEn, aboutDe, newsletterEn.topics, securityEn, securityDe, aboutEn.story("Agency", 2020), aboutDe.story("Agentur", 2020)],
        (_k, v: unknown) => v ?? undefined,
      ),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\[insert|\{[a-z]+\}|xxx|undefined|null|NaN/i);
    }
  });

  test("the privacy policy describes every form the site has and every field an enquiry stores", () => {
    expect(Object.keys(formsCollected).sort()).toEqual([...CONTACT_FORM_TYPES].sort());
    const text = allText(privacyPolicy(ctx));
    for (const form of Object.values(formsCollected)) expect(text).toContain(form.form);
    for (const field of LEAD_FIELDS) expect(text, field).toContain(field);
  });

  test("the cookie list holds every browser storage key the site uses, by consent category", () => {
    const items = storageItems(defaultBrand);
    const keys = items.map((i) => i.key).join(", ");
    for (const key of [
      STORAGE_KEYS.cookieConsent,
      STORAGE_KEYS.cookieConsentDate,
      STORAGE_KEYS.region,
      ...(["entry", "exit", "mobile", "general"] as const).flatMap((k) => [STORAGE_KEYS.popupShown(k), STORAGE_KEYS.popupDismissed(k)]),
    ]) {
      expect(keys).toContain(key);
    }
    expect(items.filter((i) => i.category === "analytics").map((i) => i.key)).toEqual(["_ga", "_ga_<container-id>"]);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(["essential", "analytics", "marketing", "functional"]));
    const cookieText = allText(cookiePolicy(ctx));
    const privacyText = allText(privacyPolicy(ctx));
    for (const item of items) {
      expect(cookieText).toContain(item.key);
      expect(privacyText).toContain(item.key);
    }
  });
});
