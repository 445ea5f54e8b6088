import type { RegionCode } from "../../shared/constants";
import { runningVariants } from "../../shared/schemas/landing-page";
import type { WeightedVariant } from "../../shared/landing/landing-rules";
import type { Db } from "../db/connection";
import type { ContentQueries } from "../db/content.queries";
import { atContentVersion, type ContentVersion } from "../db/content-version";

// What the server must know of the published landing pages before it looks in the page cache
// (docs/decisions/0039-landing-pages.md): each address's page, the values of its message-match
// parameter and its running variants with their weights, and where each old slug moved. Read
// once per content version (every publish moves it: the triggers of migration 008), so a
// cached answer costs a map lookup.

export interface RoutedPage {
  id: number;
  slug: string;
  /** The staff's parameter and its listed values; null when the page declares none. */
  match: { param: string; values: ReadonlySet<string> } | null;
  running: readonly WeightedVariant[];
}

export interface LandingRouting {
  version: string;
  /** By region and slug: "DE dental-seo". */
  pages: ReadonlyMap<string, RoutedPage>;
  /** An old slug and the page's current one (it answers 301 in every region the page has). */
  moved: ReadonlyMap<string, string>;
}

export const routingKey = (region: RegionCode, slug: string) => `${region} ${slug}`;

async function readRouting(db: Db, content: ContentQueries, version: string): Promise<LandingRouting> {
  const [entries, redirects] = await Promise.all([
    content.listPublished("landing-page"),
    db.kysely
      .selectFrom("slug_redirects")
      .innerJoin("content_entries", "content_entries.id", "slug_redirects.target_id")
      .select(["slug_redirects.old_slug as oldSlug", "content_entries.slug as slug"])
      .where("slug_redirects.kind", "=", "landing-page")
      .where("content_entries.kind", "=", "landing-page")
      .where("content_entries.published", "is not", null)
      .execute(),
  ]);
  const pages = new Map<string, RoutedPage>();
  for (const { id, document: doc } of entries) {
    const page: RoutedPage = {
      id,
      slug: doc.slug,
      match: doc.match ? { param: doc.match.param, values: new Set(doc.match.values.map((v) => v.value)) } : null,
      running: runningVariants(doc).map((v) => ({ key: v.key, weight: v.weight })),
    };
    for (const region of doc.regions) pages.set(routingKey(region, doc.slug), page);
  }
  const moved = new Map(redirects.flatMap((r) => (r.slug && r.slug !== r.oldSlug ? [[r.oldSlug, r.slug] as const] : [])));
  return { version, pages, moved };
}

/**
 * The routing at a content version: at once while the version stays, else a promise of one read
 * shared by every request that asks for that version meanwhile.
 */
export function createLandingRouting(db: Db, content: ContentQueries, version: ContentVersion["current"]) {
  let kept: LandingRouting | null = null;
  let reading: { version: string; routing: Promise<LandingRouting> } | null = null;

  const at = (current: string): LandingRouting | Promise<LandingRouting> => {
    if (kept?.version === current) return kept;
    if (reading?.version === current) return reading.routing;
    // The version was read before the rows (published-content-cache.ts says why that order).
    const routing = atContentVersion(current, () => readRouting(db, content, current));
    const read = { version: current, routing };
    reading = read;
    routing.then(
      (done) => {
        kept = done;
        if (reading === read) reading = null;
      },
      () => {
        if (reading === read) reading = null;
      },
    );
    return routing;
  };

  /** The routing at a version as it was read: at once for one already read, else once it is. */
  const atVersion = (v: string | Promise<string>) => (typeof v === "string" ? at(v) : v.then(at));
  return {
    /** The routing at `current` (the version a request was read at). */
    at,
    atVersion,
    /** The routing at the version now. */
    current: (): LandingRouting | Promise<LandingRouting> => atVersion(version()),
  };
}
export type LandingRoutingSource = ReturnType<typeof createLandingRouting>;
