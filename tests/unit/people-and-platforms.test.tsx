import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PartnerStrip } from "../../client/components/content/partner-strip";
import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { studyFigures } from "../../server/db/seed-content/case-study-figures";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";
import { servicePlatforms } from "../../shared/content/platforms";
import { seedCaseStudyPlatforms } from "../../server/db/seed-content/case-study-platforms";
import { serviceTextEn } from "../../shared/i18n/pages/service-details.en";
import { services } from "../../shared/content/services";
import { seedTeamMembers } from "../../server/db/seed-content/team";
import type { MediaImage } from "../../shared/media/media-image";
import type { PartnerView } from "../../shared/schemas/content-views";
import { teamPortraitSvg } from "../../server/site/team-portraits";

describe("team portraits drawn by the server", () => {
  const portraitOf = (m: (typeof seedTeamMembers)[number]) => teamPortraitSvg({ seed: m.id, department: m.department });
  const portraits = seedTeamMembers.map(portraitOf);

  test("every one of the 14 members gets a portrait of their own", () => {
    expect(portraits).toHaveLength(14);
    expect(new Set(portraits).size).toBe(14);
  });

  test("a member's portrait is the same every time it is drawn", () => {
    expect(seedTeamMembers.map(portraitOf)).toEqual(portraits);
  });

  test("each portrait is a 96 px SVG that names its CC0 artwork", () => {
    for (const svg of portraits) {
      expect(svg).toMatch(/^<svg [^>]*width="96" height="96"/);
      expect(svg).toContain("Notionists");
      expect(svg).toContain("creativecommons.org/publicdomain/zero/1.0/");
    }
  });
});

describe("partner agencies", () => {
  const partner = (id: number, name: string, logo: MediaImage | null = null): PartnerView => ({ id, name, logo, url: null });
  test("are shown by name, in text, with no tile or monogram", () => {
    const html = renderToStaticMarkup(<PartnerStrip label="Partners" partners={[partner(1, "Koala Digital"), partner(2, "Intrinsic")]} />);
    expect(html).toContain(">Koala Digital<");
    expect(html).toContain(">Intrinsic<");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<img");
  });
});

describe("platform marks", () => {
  // "Google Search Console" may be called "Search Console" in running text.
  const named = (text: string, platform: string) => text.includes(platform) || text.includes(platform.replace(/^Google /, ""));

  test("a service page shows only platforms its own text names", () => {
    for (const [slug, platforms] of Object.entries(servicePlatforms)) {
      const text = JSON.stringify([services.find((s) => s.slug === slug), serviceTextEn[slug as keyof typeof serviceTextEn]]);
      for (const platform of platforms) expect(named(text, platform), `${slug}: ${platform}`).toBe(true);
    }
  });

  test("a case study shows only platforms its own text or its figures name", () => {
    for (const [slug, platforms] of Object.entries(seedCaseStudyPlatforms)) {
      const study = caseStudies.find((s) => s.slug === slug);
      expect(study, slug).toBeDefined();
      const metrics = studyFigures[study!.slug].results.map((figure) => caseStudyFiguresEn.metrics[figure.metric]);
      const text = JSON.stringify([study, metrics]);
      for (const platform of platforms ?? []) expect(named(text, platform), `${slug}: ${platform}`).toBe(true);
    }
  });
});

describe("icons", () => {
  // Icons come from lucide-react; what is still drawn by hand draws data or a flag, not an icon.
  const DRAWINGS = [
    "client/components/content/case-study-cover.tsx",
    "client/components/content/platform-marks.tsx",
    // The brand's own mark in the site settings' colours (docs/decisions/0040-site-settings.md): a logo, not an icon.
    "client/components/layout/brand-mark.tsx",
    "client/features/admin/lead-day-chart.tsx",
    "client/lib/region/region-flag.tsx",
    "client/pages/seo-audit/score-gauge.tsx",
  ];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : [],
    );

  test("no component draws its own icon", () => {
    const root = join(import.meta.dirname, "../..");
    const drawing = sources(join(root, "client"))
      .filter((file) => readFileSync(file, "utf8").includes("<svg"))
      .map((file) => relative(root, file));
    expect(drawing.sort()).toEqual(DRAWINGS);
  });
});
