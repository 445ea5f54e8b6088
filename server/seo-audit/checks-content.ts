import type { SeoCheck } from "../../shared/seo-audit-report";
import { type CheckInputs, THRESHOLDS, chars, result } from "./check-rules";

// Checks of what the page's HTML says: indexing, title, description, headings,
// images, canonical, viewport and language.

export function indexingCheck({ summary }: CheckInputs): SeoCheck {
  if (summary.isNoindex) {
    const where = summary.noindexSource === "header" ? "an X-Robots-Tag header" : "a robots meta tag";
    return result(
      "indexing",
      "Indexing allowed",
      "fail",
      `The page tells search engines not to index it (noindex in ${where}).`,
      "Remove the noindex directive if this page should appear in search results.",
    );
  }
  return result(
    "indexing",
    "Indexing allowed",
    "pass",
    "No noindex directive: search engines may index this page.",
    "Nothing to do; use noindex only on pages that should stay out of search.",
  );
}

export function titleCheck({ summary }: CheckInputs): SeoCheck {
  const [title] = summary.titles;
  const { min, max } = THRESHOLDS.title;
  if (!title)
    return result(
      "title",
      "Title tag",
      "fail",
      "The page has no title.",
      `Add a <title> of ${min}–${max} characters that names the page's topic and your brand.`,
    );
  if (summary.titles.length > 1)
    return result(
      "title",
      "Title tag",
      "warn",
      `The page has ${summary.titles.length} title tags.`,
      "Keep a single <title> in the page's <head>.",
    );
  if (title.length < min)
    return result(
      "title",
      "Title tag",
      "warn",
      `The title is short (${chars(title.length)}).`,
      `Lengthen it to ${min}–${max} characters with the page's main keyword.`,
    );
  if (title.length > max)
    return result(
      "title",
      "Title tag",
      "warn",
      `The title is long (${chars(title.length)}) and will be cut off in results.`,
      `Shorten it to at most ${max} characters, main keyword first.`,
    );
  return result(
    "title",
    "Title tag",
    "pass",
    `The title has a good length (${chars(title.length)}).`,
    "Nothing to do: a clear title is what searchers click.",
  );
}

export function descriptionCheck({ summary }: CheckInputs): SeoCheck {
  const [description] = summary.descriptions;
  const { min, max } = THRESHOLDS.description;
  const label = "Meta description";
  if (!description)
    return result(
      "meta-description",
      label,
      "fail",
      "The page has no meta description.",
      `Add a meta description of ${min}–${max} characters that sells the click.`,
    );
  if (summary.descriptions.length > 1)
    return result(
      "meta-description",
      label,
      "warn",
      `The page has ${summary.descriptions.length} meta descriptions.`,
      "Keep one meta description per page.",
    );
  if (description.length < min)
    return result(
      "meta-description",
      label,
      "warn",
      `The description is short (${chars(description.length)}).`,
      `Expand it to ${min}–${max} characters with a reason to click.`,
    );
  if (description.length > max)
    return result(
      "meta-description",
      label,
      "warn",
      `The description is long (${chars(description.length)}) and will be cut off.`,
      `Trim it to at most ${max} characters.`,
    );
  return result(
    "meta-description",
    label,
    "pass",
    `The description has a good length (${chars(description.length)}).`,
    "Nothing to do: search engines often show it under your title.",
  );
}

export function h1Check({ headings }: CheckInputs): SeoCheck {
  const h1s = headings.filter((h) => h.level === 1);
  if (h1s.length === 0)
    return result("h1", "Main heading (H1)", "fail", "The page has no H1 heading.", "Add one H1 that states what the page is about.");
  if (h1s.length > 1)
    return result(
      "h1",
      "Main heading (H1)",
      "warn",
      `The page has ${h1s.length} H1 headings.`,
      "Keep one H1 and turn the others into H2 subheadings.",
    );
  if (h1s[0]!.text === "")
    return result("h1", "Main heading (H1)", "warn", "The H1 heading is empty.", "Put the page's topic in words inside the H1.");
  return result(
    "h1",
    "Main heading (H1)",
    "pass",
    "The page has exactly one H1.",
    "Nothing to do: one clear H1 tells search engines the topic.",
  );
}

export function headingsCheck({ headings }: CheckInputs): SeoCheck {
  const label = "Heading structure";
  if (headings.length === 0)
    return result("headings", label, "warn", "The page has no headings at all.", "Structure the content with an H1 and H2/H3 subheadings.");
  // The outline may open with an H1 or an H2 (a site-wide heading above the H1 is common).
  if (headings[0]!.level > 2) {
    return result(
      "headings",
      label,
      "warn",
      `The outline opens with an H${headings[0]!.level}.`,
      "Start with the H1, then nest H2 and H3 below it without gaps.",
    );
  }
  for (let i = 1; i < headings.length; i++) {
    const [prev, next] = [headings[i - 1]!, headings[i]!];
    if (next.level > prev.level + 1) {
      return result(
        "headings",
        label,
        "warn",
        `The outline skips a level (H${prev.level} is followed by H${next.level}).`,
        "Nest headings in order: H1, then H2, then H3, without gaps.",
      );
    }
  }
  return result(
    "headings",
    label,
    "pass",
    `${headings.length} headings in a tidy outline.`,
    "Nothing to do: a clear outline helps search engines and screen readers.",
  );
}

export function imageAltCheck({ imageCount, imagesWithoutAlt }: CheckInputs): SeoCheck {
  const label = "Image alt text";
  if (imageCount === 0)
    return result("image-alt", label, "pass", "The page has no <img> images.", "Nothing to do; give any images you add an alt attribute.");
  if (imagesWithoutAlt === 0)
    return result(
      "image-alt",
      label,
      "pass",
      `All ${imageCount} images have alt text.`,
      "Nothing to do: alt text is how search engines read images.",
    );
  const status = imagesWithoutAlt / imageCount <= THRESHOLDS.imageAltWarnShare ? "warn" : "fail";
  return result(
    "image-alt",
    label,
    status,
    `${imagesWithoutAlt} of ${imageCount} images have no alt attribute.`,
    'Describe each image in an alt attribute (alt="" for purely decorative ones).',
  );
}

export function canonicalCheck({ summary, finalUrl }: CheckInputs): SeoCheck {
  const label = "Canonical URL";
  const { canonicals } = summary;
  if (canonicals.length === 0)
    return result(
      "canonical",
      label,
      "warn",
      "The page declares no canonical URL.",
      `Add <link rel="canonical" href="${finalUrl.href}"> so duplicates point to one address.`,
    );
  const distinct = new Set(canonicals.map((c) => c.url?.href ?? c.href));
  if (distinct.size > 1)
    return result(
      "canonical",
      label,
      "fail",
      `The page declares ${distinct.size} different canonical URLs.`,
      "Keep one canonical link; search engines ignore conflicting ones.",
    );
  const [canonical] = canonicals;
  if (!canonical!.url || (canonical!.url.protocol !== "http:" && canonical!.url.protocol !== "https:")) {
    return result(
      "canonical",
      label,
      "fail",
      "The canonical link is not a valid web address.",
      "Point the canonical link to the page's full https:// address.",
    );
  }
  const target = new URL(canonical!.url.href);
  target.hash = "";
  if (target.href !== finalUrl.href)
    return result(
      "canonical",
      label,
      "warn",
      "The canonical URL points to a different address.",
      "Check that this is intended; a page that should rank must name itself as canonical.",
    );
  return result(
    "canonical",
    label,
    "pass",
    "The page names itself as the canonical URL.",
    "Nothing to do: duplicates of this page will consolidate here.",
  );
}

export function viewportCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Mobile viewport";
  if (!summary.viewport)
    return result(
      "viewport",
      label,
      "fail",
      "The page has no viewport meta tag.",
      'Add <meta name="viewport" content="width=device-width, initial-scale=1">: Google indexes the mobile version.',
    );
  const settings = summary.viewport.toLowerCase().replace(/\s+/g, "").split(/[,;]/);
  if (!settings.includes("width=device-width"))
    return result(
      "viewport",
      label,
      "warn",
      "The viewport does not follow the device width.",
      'Use content="width=device-width, initial-scale=1".',
    );
  return result(
    "viewport",
    label,
    "pass",
    "The page is set up for mobile screens.",
    "Nothing to do: Google ranks the mobile version of pages.",
  );
}

export function langCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Language";
  if (!summary.lang)
    return result("lang", label, "warn", "The <html> element has no lang attribute.", 'Declare the language, e.g. <html lang="en">.');
  try {
    Intl.getCanonicalLocales(summary.lang);
  } catch {
    return result(
      "lang",
      label,
      "warn",
      `"${summary.lang.slice(0, 20)}" is not a valid language code.`,
      'Use a language code such as "en", "en-GB" or "de".',
    );
  }
  return result(
    "lang",
    label,
    "pass",
    `The page declares its language (${summary.lang.slice(0, 20)}).`,
    "Nothing to do: it helps search engines serve the right audience.",
  );
}
