import type { LandingPageDocument } from "../shared/schemas/landing-page";
import { measuringStaff, staffFetch } from "./measure-staff";

// The seeded example landing pages (server/db/seed-content/example-landing-pages.ts) published for a
// measurement, the way staff publish them: `npm run bench` measures the English one split in two
// variants, `npm run lighthouse` both, made indexable (a noindex page cannot score 100 for SEO, and
// a page for ads is one click from being indexable). docs/decisions/0039-landing-pages.md.

type Entry = { id: number; draft: LandingPageDocument };

/** A browser's User-Agent: a landing page counts the view of a browser (server/landing/landing-views.ts), and that count is part of its cost. */
export const BROWSER_AGENT = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36",
};

/**
 * A seeded landing page, published split in two variants (publishExampleLandingPages below), as an
 * ad's visitors arrive: a listed value of its parameter, a unique gclid and utm_* per request (the
 * load client fills each `[<id>]`), a browser's User-Agent (the view is counted) and no variant
 * cookie (the variant is drawn). Its two variants are two cached pages.
 */
export const landingAdClick = (origin: string, path: string) =>
  `${origin}${path}?kw=dentists&gclid=[<id>]&utm_source=google&utm_medium=cpc&utm_campaign=dental-[<id>]`;

/** Publishes the examples; `split` gives the English one a second variant at 50/50. Returns their addresses. */
export async function publishExampleLandingPages(
  origin: string,
  database: string,
  options: { split?: boolean; indexable?: boolean } = {},
): Promise<{ english: string; german: string }> {
  const staff = await measuringStaff(origin, database);
  const list = (await staffFetch(staff, "/api/admin/content/landing-page")) as { id: number }[];
  const addresses: string[] = [];
  for (const { id } of list) {
    const { draft } = (await staffFetch(staff, `/api/admin/content/landing-page/${id}`)) as Entry;
    const [first] = draft.variants;
    const variants =
      options.split && draft.regions.includes("US") && first
        ? [
            { ...first, weight: 50 },
            { ...first, key: "b", name: "Second", weight: 50 },
          ]
        : draft.variants;
    const doc: LandingPageDocument = { ...draft, indexable: options.indexable ?? draft.indexable, variants };
    await staffFetch(staff, `/api/admin/content/landing-page/${id}/draft`, { method: "PUT", body: JSON.stringify(doc) });
    await staffFetch(staff, `/api/admin/content/landing-page/${id}/publish`, { method: "POST" });
    addresses.push(draft.regions.includes("US") ? `/lp/${draft.slug}` : `/de/lp/${draft.slug}`);
  }
  const english = addresses.find((a) => a.startsWith("/lp/"));
  const german = addresses.find((a) => a.startsWith("/de/lp/"));
  if (!english || !german) throw new Error("the seed's example landing pages are missing");
  return { english, german };
}
