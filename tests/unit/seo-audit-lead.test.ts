import { describe, expect, test } from "vitest";
import { LeadSchema } from "../../shared/schemas/lead";
import type { SeoCheck } from "../../shared/seo-audit-report";
import { reportLeadFields, reportLeadMessage } from "../../client/pages/seo-audit/report-lead";

const checks: SeoCheck[] = [
  { id: "title", label: "Title tag", status: "fail", finding: "", fix: "", outcome: "", params: {} },
  { id: "h1", label: "Main heading (H1)", status: "fail", finding: "", fix: "", outcome: "", params: {} },
  { id: "canonical", label: "Canonical URL", status: "warn", finding: "", fix: "", outcome: "", params: {} },
  { id: "https", label: "HTTPS", status: "pass", finding: "", fix: "", outcome: "", params: {} },
];
const report = { finalUrl: "https://www.bakery.example/", score: 64, checks };

describe("the 'Email me the full report' lead", () => {
  test("carries the audited address and the score in its message, with the failed and warned checks", () => {
    expect(reportLeadMessage(report)).toBe(
      [
        "SEO audit: full report requested",
        "URL: https://www.bakery.example/",
        "Score: 64/100",
        "Critical issues (2): Title tag, Main heading (H1)",
        "Warnings (1): Canonical URL",
      ].join("\n"),
    );
  });

  test("is a valid lead of form type 'seo-audit' once the visitor adds an email", () => {
    const lead = { ...reportLeadFields(report, "UK"), email: "owner@agency.example", name: "Sam" };
    const parsed = LeadSchema.safeParse(lead);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ contactFormType: "seo-audit", region: "UK", service: "SEO Services", inquiry_type: "seo-audit" });
  });

  test("says 'none' when nothing failed or warned", () => {
    expect(reportLeadMessage({ ...report, checks: [checks[3]!] })).toContain("Critical issues (0): none\nWarnings (0): none");
  });
});
