import type { SeoCheck } from "../../shared/seo-audit-report";
import { type CheckInputs, THRESHOLDS, result } from "./check-rules";

// Checks of what the page's HTML says: indexing, title, description, headings,
// images, canonical, viewport and language. Each picks an outcome; its words are
// shared/i18n/pages/seo-findings.en.ts.

export function indexingCheck({ summary }: CheckInputs): SeoCheck {
  if (summary.isNoindex) return result("indexing", "fail", summary.noindexSource === "header" ? "noindexHeader" : "noindexMeta");
  return result("indexing", "pass", "allowed");
}

export function titleCheck({ summary }: CheckInputs): SeoCheck {
  const [title] = summary.titles;
  const { min, max } = THRESHOLDS.title;
  if (!title) return result("title", "fail", "missing", { min, max });
  if (summary.titles.length > 1) return result("title", "warn", "several", { count: summary.titles.length });
  if (title.length < min) return result("title", "warn", "short", { length: title.length, min, max });
  if (title.length > max) return result("title", "warn", "long", { length: title.length, max });
  return result("title", "pass", "good", { length: title.length });
}

export function descriptionCheck({ summary }: CheckInputs): SeoCheck {
  const [description] = summary.descriptions;
  const { min, max } = THRESHOLDS.description;
  if (!description) return result("meta-description", "fail", "missing", { min, max });
  if (summary.descriptions.length > 1) return result("meta-description", "warn", "several", { count: summary.descriptions.length });
  if (description.length < min) return result("meta-description", "warn", "short", { length: description.length, min, max });
  if (description.length > max) return result("meta-description", "warn", "long", { length: description.length, max });
  return result("meta-description", "pass", "good", { length: description.length });
}

export function h1Check({ headings }: CheckInputs): SeoCheck {
  const h1s = headings.filter((h) => h.level === 1);
  if (h1s.length === 0) return result("h1", "fail", "missing");
  if (h1s.length > 1) return result("h1", "warn", "several", { count: h1s.length });
  if (h1s[0]!.text === "") return result("h1", "warn", "empty");
  return result("h1", "pass", "one");
}

export function headingsCheck({ headings }: CheckInputs): SeoCheck {
  if (headings.length === 0) return result("headings", "warn", "none");
  // The outline may open with an H1 or an H2 (a site-wide heading above the H1 is common).
  if (headings[0]!.level > 2) return result("headings", "warn", "opensLow", { level: headings[0]!.level });
  for (let i = 1; i < headings.length; i++) {
    const [prev, next] = [headings[i - 1]!, headings[i]!];
    if (next.level > prev.level + 1) return result("headings", "warn", "skips", { from: prev.level, to: next.level });
  }
  return result("headings", "pass", "tidy", { count: headings.length });
}

export function imageAltCheck({ imageCount, imagesWithoutAlt }: CheckInputs): SeoCheck {
  if (imageCount === 0) return result("image-alt", "pass", "noImages");
  if (imagesWithoutAlt === 0) return result("image-alt", "pass", "allHaveAlt", { images: imageCount });
  const status = imagesWithoutAlt / imageCount <= THRESHOLDS.imageAltWarnShare ? "warn" : "fail";
  return result("image-alt", status, "someMissing", { missing: imagesWithoutAlt, images: imageCount });
}

export function canonicalCheck({ summary, finalUrl }: CheckInputs): SeoCheck {
  const { canonicals } = summary;
  if (canonicals.length === 0) return result("canonical", "warn", "missing", { url: finalUrl.href });
  const distinct = new Set(canonicals.map((c) => c.url?.href ?? c.href));
  if (distinct.size > 1) return result("canonical", "fail", "conflicting", { count: distinct.size });
  const [canonical] = canonicals;
  if (!canonical!.url || (canonical!.url.protocol !== "http:" && canonical!.url.protocol !== "https:")) {
    return result("canonical", "fail", "invalid");
  }
  const target = new URL(canonical!.url.href);
  target.hash = "";
  if (target.href !== finalUrl.href) return result("canonical", "warn", "elsewhere");
  return result("canonical", "pass", "self");
}

export function viewportCheck({ summary }: CheckInputs): SeoCheck {
  if (!summary.viewport) return result("viewport", "fail", "missing");
  const settings = summary.viewport.toLowerCase().replace(/\s+/g, "").split(/[,;]/);
  if (!settings.includes("width=device-width")) return result("viewport", "warn", "fixedWidth");
  return result("viewport", "pass", "mobile");
}

export function langCheck({ summary }: CheckInputs): SeoCheck {
  if (!summary.lang) return result("lang", "warn", "missing");
  const lang = summary.lang.slice(0, 20);
  try {
    Intl.getCanonicalLocales(summary.lang);
  } catch {
    return result("lang", "warn", "invalid", { lang });
  }
  return result("lang", "pass", "declared", { lang });
}
