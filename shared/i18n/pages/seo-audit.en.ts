import type { CheckStatus, ScoreGrade } from "../../seo-audit-report";

// The SEO audit page's UI (client/pages/seo-audit). The findings themselves come from
// the audit (server/seo-audit) in English.

export const seoAuditEn = {
  /** The page's <title> (without the brand) and meta description. */
  meta: {
    title: "Free SEO Audit Tool",
    description:
      "Run a free SEO audit of any web page: titles, meta descriptions, headings, structured data, indexing rules and more, explained in plain language with fixes.",
  },
  eyebrow: "Free tool",
  title: "Free SEO audit: see your site the way Google does",
  intro:
    "Enter a website address and our audit fetches the page, checks the signals search engines rely on (titles, descriptions, headings, structured data, indexing rules, speed basics) and explains in plain language what to fix first.",
  cta: "Want these fixes done for your clients, under your brand? Our white-label SEO team takes audits from findings to results.",
  ctaButton: "See white-label SEO",
  form: {
    label: "Audit a page",
    address: "Website address",
    auditing: "Auditing…",
    run: "Run free audit",
    hint: "Any public page: your client's home page, a landing page or a blog post. We read it once, like a search engine would.",
  },
  progress: {
    auditing: "Auditing",
    steps: (checks: number) => [
      "Checking the address and connecting",
      "Fetching the page as a search engine would",
      "Reading titles, headings, links and tags",
      "Checking robots.txt and the XML sitemap",
      `Scoring ${checks} checks`,
    ],
    inProgress: " (in progress)",
    duration: "This usually takes a few seconds, never more than ten.",
  },
  topics: {
    title: "What the audit checks",
    intro:
      "Each check ends in pass, warning or fail with a one-line fix, and the overall score from 0 to 100 weighs them by how much they matter for rankings. A page search engines cannot index never scores above 30, however polished the rest.",
    list: [
      {
        title: "Can search engines index it?",
        items: [
          "HTTP status and redirect chain",
          "noindex in robots meta tags and X-Robots-Tag headers",
          "robots.txt rules for this page",
          "XML sitemap",
          "Canonical URL",
        ],
      },
      {
        title: "What will searchers see?",
        items: [
          "Title tag presence and length",
          "Meta description presence and length",
          "One clear H1 and a tidy heading outline",
          "Language declaration",
          "Alt text on images",
        ],
      },
      { title: "Is it fast and mobile-ready?", items: ["HTTPS", "Server response time", "HTML size and compression", "Mobile viewport"] },
      {
        title: "Does it stand out?",
        items: ["JSON-LD structured data types", "Open Graph and Twitter / X cards for shared links", "Internal and external links"],
      },
    ],
  },
  report: {
    title: "SEO audit report",
    summary: (fail: number, warn: number, pass: number) =>
      `${fail} critical ${fail === 1 ? "issue" : "issues"}, ${warn} ${warn === 1 ? "warning" : "warnings"} and ${pass} passed checks.`,
    status: "Status",
    responseTime: "Response time",
    htmlSize: "HTML size",
    redirects: "Redirects",
    emailCta: "Get the full report by email",
    groups: {
      fail: { title: "Fix these first", intro: "These hold the page back in search results." },
      warn: { title: "Worth improving", intro: "Not blocking, but each one costs visibility or clicks." },
      pass: { title: "Already in good shape", intro: "Keep these as they are." },
    } satisfies Record<CheckStatus, { title: string; intro: string }>,
    badges: { fail: "Fail", warn: "Warning", pass: "Pass" } satisfies Record<CheckStatus, string>,
    whyItMatters: "Why it matters: ",
    howToFix: "How to fix: ",
    /** "What a search engine sees": the raw facts behind the findings (report-details.tsx). */
    details: {
      title: "What a search engine sees",
      rows: {
        title: "Title",
        description: "Meta description",
        canonical: "Canonical URL",
        redirects: "Redirect chain",
        indexing: "Indexing",
        language: "Language",
        viewport: "Viewport",
        headings: (count: number) => `Headings (${count})`,
        images: "Images",
        links: "Links",
        structuredData: "Structured data",
        openGraph: "Open Graph",
        twitter: "Twitter / X",
        robotsTxt: "robots.txt",
        sitemap: "XML sitemap",
        transfer: "Transfer",
      },
      noneFound: "None found",
      notFound: "Not found",
      noRedirects: "No redirects",
      hop: (status: number, url: string) => `${status} from ${url}`,
      landed: (status: number, url: string) => `${status} at ${url}`,
      blockedByNoindex: "Blocked by noindex",
      allowed: "Allowed",
      emptyHeading: "(empty)",
      images: (count: number, withoutAlt: number) => `${count} images, ${withoutAlt} without alt text`,
      links: (internal: number, external: number) => `${internal} internal, ${external} external`,
      robotsBlocks: "Found, blocks this page",
      robotsAllows: "Found, allows this page",
      transfer: (kb: number, encoding: string | null) => `${kb} KB sent${encoding ? `, compressed with ${encoding}` : ", uncompressed"}`,
    },
  },
  /** What the visitor can do when there is no report, by the reason's key (audit-problem.tsx). */
  problem: {
    refused:
      "We audit public websites only: an address on the internet, on the standard web ports (80 and 443), without a user name or password in it.",
    unreachable: "Check the spelling of the address and that the site is online, then try again.",
    badCertificate:
      "Browsers warn visitors away from this site, and search engines will not send them there. Renew or fix the certificate (it must be current and name this domain), then run the audit again.",
    timeout: "A slow first response hurts rankings too. Try again in a moment; if it keeps happening, the server needs attention.",
    notHtml: "Enter the address of a page people visit in their browser, not a file or an image.",
    tooComplex:
      "The audit stops reading a page past these limits, so that one page cannot hold up everyone else's audits. Try another page of the same site; if every page stops here, its template repeats or nests far more markup than a page needs.",
    badAddress: "Enter a full address, such as https://www.example.com.",
    tryAgain: "Please try again in a moment.",
  },
  score: {
    grades: { good: "Good", "needs-work": "Needs work", poor: "Poor" } satisfies Record<ScoreGrade, string>,
    label: (score: number, grade: string) => `SEO score ${score} out of 100: ${grade}`,
    outOf: "out of 100",
  },
  lead: {
    title: "Email me the full report",
    text: "Our SEO specialists review the findings by hand and send you the full report with the fixes in order of impact, ready to share with your client under your own brand. We reply within 24 hours.",
    thanks: "Thank you! Your request has reached our team; the full report will be in your inbox within 24 hours.",
    email: "Work email",
    name: "Your name",
    company: "Agency or company",
    sending: "Sending…",
    successTitle: "Report requested",
    failureTitle: "We couldn't send your request",
    checkConnection: "Please check your connection and try again.",
    tryAgain: "Please try again.",
  },
};

export type SeoAuditCopy = typeof seoAuditEn;
