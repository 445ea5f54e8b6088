import request from "supertest";
import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// Each region's phone, email, booking page, hours and time zone come from configuration, the
// brand's where a region sets none (docs/decisions/0016-regions-as-addresses.md).

const GERMAN = {
  REGION_DE_PHONE: "+49 30 901820",
  REGION_DE_EMAIL: "hallo@northbeam.example",
  REGION_DE_BOOKING_URL: "https://calendly.com/northbeam-studio/beratung",
  REGION_DE_HOURS: "Mo-Th 08:30-17:00",
  REGION_DE_TIME_ZONE: "Europe/Berlin",
};

const germanContactsApp = await createTestApp({ env: GERMAN });

describe("contact details per region", () => {
  const { app } = germanContactsApp;
  const page = async (path: string) => parseHtml((await request(app).get(path)).text);

  test("the German footer, header and contact page show the German contacts, and the hours in German", async () => {
    const doc = await page("/de/contact");
    const hrefs = doc.querySelectorAll("header a, footer a, main a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("tel:+4930901820");
    expect(hrefs).toContain("mailto:hallo@northbeam.example");
    expect(hrefs).toContain("https://calendly.com/northbeam-studio/beratung");
    expect(hrefs).not.toContain(`mailto:${defaultBrand.email}`);
    expect(doc.querySelector("#business-hours")!.parentNode!.textContent).toContain(
      "Montag bis Donnerstag, 08:30–17:00 Uhr (deutsche Zeit)",
    );
  });

  test("the German structured data names the German contacts and opening hours", async () => {
    for (const path of ["/de", "/de/contact"]) {
      const business = jsonLdBlocks(await page(path)).find((b) => b["@type"] === "LocalBusiness")!;
      expect(business, path).toMatchObject({
        telephone: GERMAN.REGION_DE_PHONE,
        email: GERMAN.REGION_DE_EMAIL,
        openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:30", closes: "17:00" }],
      });
    }
  });

  test("regions that set nothing keep the brand's contacts and hours", async () => {
    for (const path of ["/contact", "/uk/contact"]) {
      const doc = await page(path);
      const hrefs = doc.querySelectorAll("footer a").map((a) => a.getAttribute("href"));
      expect(hrefs, path).toContain(`mailto:${defaultBrand.email}`);
      expect(hrefs, path).toContain(defaultBrand.bookingUrl);
      expect(doc.querySelector("#business-hours")!.parentNode!.textContent, path).toContain("Monday to Friday, 09:00–18:00 (UK time)");
      const business = jsonLdBlocks(doc).find((b) => b["@type"] === "LocalBusiness")!;
      expect(business, path).toMatchObject({ telephone: defaultBrand.phone, email: defaultBrand.email });
    }
  });
});
