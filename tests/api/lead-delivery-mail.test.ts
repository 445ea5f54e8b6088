import { refuseInserts, rows, value } from "../helpers/test-db";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { STRATEGY_CALL_MINUTES } from "../../shared/constants";
import { FORM_NAMES } from "../../shared/content/lead-labels";
import type { ContactFormType, LeadInput } from "../../shared/schemas/lead";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { exitPopupLead } from "../helpers/lead-payloads";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../helpers/smtp-sink";
import type { TestApp } from "../helpers/test-app";
import { humanControls } from "../helpers/lead-controls";
import { de as mailDe } from "../../server/mail/copy/de";
import { en as mailEn } from "../../server/mail/copy/en";

// Every lead reaches the team and, where the visitor gave an email, the visitor:
// through a real SMTP server in this process, as a mail provider would see them.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const running: TestApp[] = [];
afterEach(async () => {
  for (const testApp of running.splice(0)) await testApp.delivery.stop();
  sink.messages.length = 0;
});

const TEAM = {
  LEAD_NOTIFY_TO: "Sales Desk <sales@agency.example>, ops@agency.example",
  MAIL_FROM: "Northbeam Leads <leads@northbeam.example>",
};

async function deliveringApp() {
  const testApp = await createAdminTestApp({ env: { SMTP_URL: sink.url, ...TEAM } });
  running.push(testApp);
  return testApp;
}

/** Sends a lead as a script does, from the page at `referer` when given. */
async function send(testApp: TestApp, lead: LeadInput, referer?: string) {
  const req = request(testApp.app).post("/api/contacts");
  if (referer) req.set("Referer", referer);
  const res = await req.send({ ...lead, ...humanControls() });
  expect(res.status).toBe(201);
  await testApp.delivery.worker.drain();
  return res.body.id as number;
}

const toTeam = (id: number) =>
  sink.messages.find((m) => m.recipients.includes("sales@agency.example") && m.text.includes(`/admin/leads/${id}`));
const toVisitor = (address: string) => sink.messages.filter((m) => m.recipients.length === 1 && m.recipients[0] === address);
const jobsOf = async (testApp: TestApp, id: number) =>
  (await rows(testApp.db, "SELECT channel, state, idempotency_key FROM outbox_jobs WHERE lead_id = ? ORDER BY id", id)) as {
    channel: string;
    state: string;
    idempotency_key: string;
  }[];

const contactLead: LeadInput = {
  contactFormType: "contact-us-page-contact-form",
  inquiry_type: "contact-us-page-contact-form",
  source: "contact_page",
  region: "UK",
  country: "United Kingdom",
  name: "Priya Shah",
  email: "priya@northside.example",
  company: "Northside Digital",
  phone: "+44 20 7946 0999",
  service: "White-Label SEO",
  budget: "£2,500 – £5,000",
  message: "Two local SEO clients starting next month.\nCan you start in May?",
  preferred_contact: "phone",
};

describe("the team's notification", () => {
  test("names the form and the person, lists every field sent, links to the lead and replies to the visitor", async () => {
    const testApp = await deliveringApp();
    const id = await send(testApp, contactLead);
    const mail = toTeam(id)!;
    expect(mail).toBeDefined();
    expect(mail.recipients.sort()).toEqual(["ops@agency.example", "sales@agency.example"]);
    expect(mail.header("subject")).toBe("New lead via Contact page: Priya Shah, Northside Digital");
    expect(mail.header("from")).toBe("Northbeam Leads <leads@northbeam.example>");
    expect(mail.header("reply-to")).toBe("Priya Shah <priya@northside.example>");
    expect(mail.header("to")).toContain("Sales Desk <sales@agency.example>");
    for (const value of [
      "Priya Shah",
      "priya@northside.example",
      "Northside Digital",
      "+44 20 7946 0999",
      "White-Label SEO",
      "£2,500 – £5,000",
      "Can you start in May?",
      "phone",
      "contact_page",
      "United Kingdom",
    ]) {
      expect(mail.text, value).toContain(value);
      expect(mail.html, value).toContain(value.replace(/'/g, "&#39;"));
    }
    expect(mail.text).toContain(`https://agency.test/admin/leads/${id}`);
    expect(mail.html).toContain(`href="https://agency.test/admin/leads/${id}"`);
    // The Message-ID is the job's idempotency key: a retry would carry the same one.
    expect(await jobsOf(testApp, id)).toEqual([
      { channel: "team-email", state: "delivered", idempotency_key: mail.header("message-id") },
      { channel: "visitor-email", state: "delivered", idempotency_key: expect.stringMatching(/^<[0-9a-f-]{36}@northbeam\.example>$/) },
    ]);
  });

  test("escapes what the visitor typed in the HTML part and keeps it verbatim in the text part", async () => {
    const testApp = await deliveringApp();
    const id = await send(testApp, { ...contactLead, name: `<img src=x onerror="alert(1)">`, message: "Price < $500 & <b>fast</b>" });
    const mail = toTeam(id)!;
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>fast</b>");
    expect(mail.html).toContain("&#60;b&#62;fast&#60;/b&#62;");
    expect(mail.text).toContain("Price < $500 & <b>fast</b>");
  });

  test("is not held up by the visitor: the answer comes before any email is sent", async () => {
    const testApp = await deliveringApp();
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...contactLead, ...humanControls() });
    expect(res.status).toBe(201);
    // Nothing has been sent yet when the answer arrives; the jobs are safely queued. (Their
    // state is not read here: on PostgreSQL the worker may finish one during that query.)
    expect(sink.messages).toHaveLength(0);
    expect((await jobsOf(testApp, res.body.id)).map((j) => j.channel)).toEqual(["team-email", "visitor-email"]);
    await testApp.delivery.worker.drain();
    expect(toTeam(res.body.id)).toBeDefined();
  });
});

const VISITOR_SUBJECTS: [ContactFormType, string][] = [
  ["home-contact-form", "We've received your message – Northbeam Studio"],
  ["contact-us-page-contact-form", "We've received your message – Northbeam Studio"],
  ["service-page-contact-form", "We've received your message – Northbeam Studio"],
  ["dedicated-resource-contact-form", "We've received your message – Northbeam Studio"],
  ["contact-form", "We've received your message – Northbeam Studio"],
  ["entry-popup-contact-form", "Welcome to Northbeam Studio"],
  ["mobile-popup-contact-form", "Welcome to Northbeam Studio"],
  ["exit-popup-contact-form", "Your exclusive discount code – Northbeam Studio"],
  ["pricing-calculator", "Your quote request – Northbeam Studio"],
  ["onboarding-wizard", "Your service recommendation – Northbeam Studio"],
  ["seo-audit", "Your full SEO report – Northbeam Studio"],
  ["n8n-waitlist", "You're on the n8n Automations waitlist – Northbeam Studio"],
];

describe("every form that asked for an email", () => {
  test.each(VISITOR_SUBJECTS)("%s: the team is told, and the visitor hears what happens next", async (formType, subject) => {
    const testApp = await deliveringApp();
    const email = `${formType}@visitor.example`;
    const id = await send(testApp, { contactFormType: formType, email, name: "Robin Vale", service: "SEO Services" });
    expect(toTeam(id)?.header("subject")).toBe(`New lead via ${FORM_NAMES[formType]}: Robin Vale`);
    const [visitor] = toVisitor(email);
    expect(visitor?.header("subject")).toBe(subject);
    expect(visitor?.header("to")).toBe(`Robin Vale <${email}>`);
    expect(visitor?.header("reply-to")).toBe("Northbeam Studio <hello@northbeam.example>");
    expect(visitor?.text).toContain("Hi Robin,");
    expect(visitor?.text).toMatch(/within 24 hours|as soon as the service launches/i);
    expect(visitor?.html).toContain('<html lang="en">');
  });
});

describe("the exit popup's discount", () => {
  const codeOf = (mail: ReceivedMail | undefined) => /\b(SEO30-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail?.text ?? "")?.[1];

  test("each claim gets its own code for the chosen service's discount: in the email, the database and the staff area", async () => {
    const testApp = await deliveringApp();
    const first = await send(testApp, { ...exitPopupLead, email: "first@visitor.example" });
    const second = await send(testApp, { ...exitPopupLead, email: "second@visitor.example" });
    const [firstMail] = toVisitor("first@visitor.example");
    const code = codeOf(firstMail);
    expect(code).toBeDefined();
    expect(firstMail!.text).toContain("Your code for 30% off SEO Services");
    expect(firstMail!.html).toContain(code);
    expect(toTeam(first)!.text).toContain(code);
    expect(await value(testApp.db, "SELECT discount_code FROM leads WHERE id = ?", first)).toBe(code);
    expect(codeOf(toVisitor("second@visitor.example")[0])).not.toBe(code);

    const admin = asAdmin(testApp.app, await signIn(testApp.app));
    const detail = (await admin.get(`/api/admin/leads/${first}`)).body;
    expect(detail.discountCode).toBe(code);
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ channel: "team-email", state: "delivered", attempts: 1, lastError: null }),
      expect.objectContaining({ channel: "visitor-email", state: "delivered", attempts: 1, lastError: null }),
    ]);
    expect((await admin.get(`/api/admin/leads/${second}`)).body.discountCode).toMatch(/^SEO30-/);
  });

  test("Google Ads claims get a 35% code", async () => {
    const testApp = await deliveringApp();
    await send(testApp, { ...exitPopupLead, email: "ads@visitor.example", service: "Google Ads Management" });
    expect(toVisitor("ads@visitor.example")[0]!.text).toMatch(
      /Your code for 35% off Google Ads Management\s+ADS35-[0-9A-Z]{4}-[0-9A-Z]{4}/,
    );
  });
});

describe("the visitor's language", () => {
  test("a visitor on a German page gets the confirmation in German, the team still in English", async () => {
    const testApp = await deliveringApp();
    // The popup sends region US and a placeholder name whatever the visitor saw; the page's address tells.
    const id = await send(
      testApp,
      { ...exitPopupLead, name: "Exit Intent Lead", email: "kunde@agentur.example" },
      "https://agency.test/de/services/seo",
    );
    const [mail] = toVisitor("kunde@agentur.example");
    expect(mail!.header("subject")).toBe("Ihr exklusiver Rabattcode – Northbeam Studio");
    expect(mail!.html).toContain('<html lang="de">');
    // The offer as the popup named it in German, and the percentage as German writes it.
    expect(mail!.text).toContain("Ihr Code für 30\u00a0% Rabatt auf SEO-Leistungen");
    expect(toTeam(id)!.header("subject")).toBe("New lead via Exit-intent popup: kunde@agentur.example");
  });

  test("a form sent for region DE is answered in German", async () => {
    const testApp = await deliveringApp();
    await send(testApp, { ...contactLead, region: "DE", email: "lea@agentur.example", name: "Lea" });
    expect(toVisitor("lea@agentur.example")[0]!.header("subject")).toBe("Wir haben Ihre Nachricht erhalten – Northbeam Studio");
    expect(toVisitor("lea@agentur.example")[0]!.text).toContain("Hallo Lea,");
  });

  test("a German visitor's confirmation has no English UI text: subject, greeting, service, next steps, booking and footer", async () => {
    const testApp = await deliveringApp();
    await send(
      testApp,
      { ...contactLead, region: "US", email: "jonas@agentur.example", name: "Jonas Weber" },
      "https://agency.test/de/contact",
    );
    const [mail] = toVisitor("jonas@agentur.example");
    expect(mail!.header("subject")).toBe(mailDe.visitor.enquiry({ brand: "Northbeam Studio", service: null }).subject);
    expect(mail!.text).toContain("Hallo Jonas,");
    // The service the form sent ("White-Label SEO") is named as the German page names it.
    expect(mail!.text).toContain("wegen White-Label-SEO an Northbeam Studio");
    expect(mail!.text).toContain(mailDe.nextStepsTitle);
    expect(mail!.text).toContain(mailDe.bookCall.button);
    expect(mail!.text).toContain(mailDe.sentBecause("northbeam.example").slice(0, 40));
    const english = [
      mailEn.nextStepsTitle,
      ...mailEn.visitor.enquiry({ brand: "Northbeam Studio", service: "White-Label SEO" }).nextSteps,
      mailEn.bookCall.button,
      mailEn.bookCall.text(STRATEGY_CALL_MINUTES),
      mailEn.replyHint,
      mailEn.signOff("Northbeam Studio"),
      "Hi ",
      "Thank",
      "White-Label SEO",
      "You received",
    ];
    for (const phrase of english) {
      expect(mail!.text, phrase).not.toContain(phrase);
      expect(mail!.html, phrase).not.toContain(phrase);
    }
  });
});

describe("one transaction", () => {
  test("when its jobs cannot be queued, the lead is not stored either, and the visitor is told it failed", async () => {
    const testApp = await deliveringApp();
    await refuseInserts(testApp.db, "outbox_jobs", "disk full");
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...contactLead, ...humanControls() });
    expect(res.status).toBe(500);
    expect(await value(testApp.db, "SELECT COUNT(*) FROM leads")).toBe(0);
  });
});

describe("the visitor's region's contacts", () => {
  test("a visitor on a UK page is offered the UK booking page and replies reach the UK address; elsewhere the brand's", async () => {
    const testApp = await createAdminTestApp({
      env: {
        SMTP_URL: sink.url,
        ...TEAM,
        REGION_UK_BOOKING_URL: "https://calendly.com/northbeam-studio/uk-call",
        REGION_UK_EMAIL: "london@northbeam.example",
        REGION_UK_PHONE: "+44 20 7946 0555",
      },
    });
    running.push(testApp);
    await send(testApp, { ...contactLead, region: "US", email: "uk@visitor.example" }, "https://agency.test/uk/contact");
    await send(testApp, { ...contactLead, region: "US", email: "us@visitor.example" }, "https://agency.test/contact");
    const [uk] = toVisitor("uk@visitor.example");
    expect(uk!.text).toContain("https://calendly.com/northbeam-studio/uk-call");
    expect(uk!.header("reply-to")).toContain("london@northbeam.example");
    expect(uk!.text).toContain("+44 20 7946 0555 · london@northbeam.example");
    const [us] = toVisitor("us@visitor.example");
    expect(us!.text).toContain("https://calendly.com/northbeam-studio/strategy-call");
    expect(us!.header("reply-to")).toContain("hello@northbeam.example");
  });

  test("an email sent after staff changed the site settings carries the new contacts and the brand's colours", async () => {
    const testApp = await createAdminTestApp({ env: { SMTP_URL: sink.url, ...TEAM } });
    running.push(testApp);
    const staff = asAdmin(testApp.app, await signIn(testApp.app));
    const settings = (await staff.get("/api/admin/settings").expect(200)).body.published;
    settings.contacts.regions.UK.email = "london@northbeam.example";
    settings.look = { ...settings.look, primary: "#1e1b4b", action: "#047857" };
    await staff.put("/api/admin/settings/draft").send(settings).expect(200);
    await staff.post("/api/admin/settings/publish").expect(200);
    await send(testApp, { ...contactLead, region: "US", email: "settings@visitor.example" }, "https://agency.test/uk/contact");
    const [mail] = toVisitor("settings@visitor.example");
    expect(mail!.header("reply-to")).toContain("london@northbeam.example");
    expect(mail!.html).toContain("background:#1e1b4b");
    expect(mail!.html).toContain("background:#047857");
  });
});
