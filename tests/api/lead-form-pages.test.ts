import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// Every plain lead form carries the spam defence's fields, and no page renders
// anything of its address's campaign tags (docs/decisions/0014).

const FORM_PAGES = ["/", "/contact", "/newsletter", "/services/n8n-automations"];

describe("plain lead forms", () => {
  test.each(FORM_PAGES)("%s: each lead form has the hidden honeypot and a signed form token", async (path) => {
    const { app } = await createTestApp();
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const forms = parseHtml(res.text).querySelectorAll('form[action^="/api/contacts"]');
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const honeypot = form.querySelector('input[name="website"]');
      expect(honeypot?.getAttribute("tabindex")).toBe("-1");
      expect(honeypot?.getAttribute("autocomplete")).toBe("off");
      expect(honeypot?.getAttribute("value") ?? "").toBe("");
      // Hidden from assistive technology and off-screen, not merely unlabelled.
      const wrapper = honeypot?.closest('[aria-hidden="true"]');
      expect(wrapper?.getAttribute("class")).toContain("-left-[10000px]");
      expect(form.querySelector('input[type="hidden"][name="formToken"]')?.getAttribute("value")).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
      // The attribution fields are filled in the browser only.
      expect(form.querySelector('input[name="utm_source"], input[name="attr_landing_page"]')).toBeNull();
    }
  });

  test("a page renders the same with or without campaign tags in its address", async () => {
    const { app } = await createTestApp({ env: { PAGE_CACHE: "off" } });
    const withoutTokens = (html: string) => html.replace(/[0-9a-z]+\.[A-Za-z0-9_-]{43}/g, "TOKEN");
    const plain = await request(app).get("/contact");
    const tagged = await request(app).get("/contact?utm_source=google&utm_campaign=x&gclid=abc");
    expect(tagged.status).toBe(200);
    expect(withoutTokens(tagged.text)).toBe(withoutTokens(plain.text));
  });
});
