import { describe, expect, test } from "vitest";
import { parseScoreReasons, reasonText, RULES_VERSION, SCORE_RULES, type ScoredLead, scoreLead } from "../../shared/lead-score/rules";

/** A lead that no rule gives points for, except that it is not free mail. */
const plain: ScoredLead = {
  email: "owner@brightside.example",
  company: null,
  agencyName: null,
  phone: null,
  service: null,
  servicesSelected: null,
  budget: null,
  utmMedium: null,
  hasClickId: false,
};
const rulesFor = (lead: Partial<ScoredLead>) => scoreLead({ ...plain, ...lead }).reasons.map((r) => r.rule);

describe("the lead score", () => {
  test("an address at a business domain gets +20; a free-mail one does not", () => {
    expect(rulesFor({})).toContain("business-email");
    expect(rulesFor({ email: "someone@Gmail.com" })).not.toContain("business-email");
  });

  test("choosing a service and sub-services gets +15, a service alone does not", () => {
    expect(rulesFor({ service: "SEO Services", servicesSelected: "Link building" })).toContain("service-and-sub-services");
    expect(rulesFor({ service: "SEO Services" })).not.toContain("service-and-sub-services");
  });

  test("a paid click (any ad network's click id, or a cpc medium) gets +10", () => {
    expect(rulesFor({ hasClickId: true })).toContain("paid-click");
    expect(rulesFor({ utmMedium: "CPC" })).toContain("paid-click");
    expect(rulesFor({ utmMedium: "email" })).not.toContain("paid-click");
  });

  test("naming a company or agency gets +10; the forms' 'Not provided' names none", () => {
    expect(rulesFor({ agencyName: "Brightside Digital" })).toContain("named-company");
    expect(rulesFor({ company: "Not provided" })).not.toContain("named-company");
  });

  test("giving a budget gets +10 and a phone number +5", () => {
    expect(rulesFor({ budget: "$2,000-$5,000", phone: "+1 555 0100" })).toEqual(expect.arrayContaining(["gave-budget", "gave-phone"]));
  });

  test("a free-mail address with no company takes 30 points off", () => {
    expect(rulesFor({ email: "x@hotmail.com", company: "Unknown" })).toEqual(["free-mail-no-company"]);
    expect(scoreLead({ ...plain, email: "x@hotmail.com" }).score).toBe(-30);
    expect(rulesFor({ email: "x@hotmail.com", company: "Acme" })).not.toContain("free-mail-no-company");
  });

  test("the score is the sum of the reasons' points and carries the rule set's version", () => {
    const result = scoreLead({ ...plain, company: "Acme", phone: "1", hasClickId: true });
    expect(result.score).toBe(20 + 10 + 10 + 5);
    expect(result.rulesVersion).toBe(RULES_VERSION);
  });

  test("staff read each reason as its points and words", () => {
    expect(reasonText({ rule: "business-email", points: 20 })).toBe("+20 business email domain");
    expect(reasonText({ rule: "free-mail-no-company", points: -30 })).toBe("-30 free-mail address and no company");
    // A stored reason keeps its own points even if the rule's points change later.
    expect(reasonText({ rule: "gave-phone", points: 3 })).toBe("+3 left a phone number");
  });

  test("every rule has a unique id and words", () => {
    expect(new Set(SCORE_RULES.map((r) => r.id)).size).toBe(SCORE_RULES.length);
    for (const rule of SCORE_RULES) expect(rule.reason.length).toBeGreaterThan(5);
  });

  test("stored reasons that cannot be read are no reasons", () => {
    expect(parseScoreReasons("not json")).toEqual([]);
    expect(parseScoreReasons('[{"rule":"gave-phone","points":5},{"x":1}]')).toEqual([{ rule: "gave-phone", points: 5 }]);
  });
});
