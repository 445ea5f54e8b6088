// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { QueryCacheContext } from "../../client/api/query-cache";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
// biome-ignore lint/style/noRestrictedImports: a test renders its screen in a router of its own, outside the client build.
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LeadHiddenFields } from "../../client/lib/lead-posting/plain-lead-form";
import { leadFromFormData } from "../../client/lib/lead-posting/post-lead";
import { useLeadPost, type LeadPostOptions } from "../../client/lib/lead-posting/use-lead-post";
import { getCurrentToast } from "../../client/lib/toasts/toast-store";
import { RootDataProvider } from "../../client/root-data-context";
import { defaultBrand } from "../../shared/brand";
import type { FormState } from "../../shared/form-state";
import type { LeadInput } from "../../shared/schemas/lead";
import { DEFAULT_RETENTION } from "../../shared/retention";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Attribution and the form token have tests of their own (attribution-capture, form-token-source):
// here they are fixed values, and the honeypot is read from the form as the browser would.
const context = { attribution: { landingPage: "/?utm_source=google", utm_source: "google" }, formToken: "signed-token" };
vi.mock("../../client/lib/spam-guard/lead-post-controls", () => ({
  leadPostControls: async (form?: HTMLFormElement | null) => {
    const honeypot = form?.elements.namedItem("website");
    return { ...context, website: honeypot instanceof HTMLInputElement ? honeypot.value : "" };
  },
}));

const lead: LeadInput = {
  contactFormType: "exit-popup-contact-form",
  email: "dana@brightside.example",
  source: "exit_intent_popup",
  region: "US",
};

/** Answers every fetch with this status and body; returns the mock to read what was sent. */
function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Waits for what the answer changes; React's updates on the way are flushed as a browser would. */
const until = (assertion: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {});
    assertion();
  });

/** Unmounted after each test: a root left mounted keeps React's scheduler busy after the file's DOM is gone (vitest.config.ts runs a worker's files one after another). */
const mountedRoots = new Set<Root>();
afterEach(() => {
  for (const root of mountedRoots) act(() => root.unmount());
  mountedRoots.clear();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/**
 * Mounts a component that posts through the hook, inside a <form> holding `fields`
 * and submitted by the hook's handler; returns how to post or submit, what it
 * shows, and its query client.
 */
function mountLeadForm(options: Partial<LeadPostOptions> & { formState?: FormState | null; fields?: ReactNode; path?: string } = {}) {
  const queryClient = new QueryClient();
  const afterPost = vi.fn();
  let post: (lead: LeadInput) => void = () => {};
  function Probe() {
    const leadPost = useLeadPost({
      formType: "newsletter-contact-form",
      success: () => ({ title: "You're subscribed!", description: "Watch your inbox." }),
      failure: "Failed to subscribe. Please try again.",
      ...options,
    });
    post = (l) => leadPost.post(l, { onSuccess: afterPost });
    return (
      <form onSubmit={leadPost.handleSubmit}>
        {options.fields}
        <output data-values={JSON.stringify(leadPost.values)}>{JSON.stringify(leadPost.fieldErrors)}</output>
      </form>
    );
  }
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mountedRoots.add(root);
  const rootData = {
    brand: defaultBrand,
    siteUrl: "https://agency.test",
    retention: DEFAULT_RETENTION,
    formState: options.formState ?? null,
    formToken: "signed-token",
  };
  act(() =>
    root.render(
      <QueryCacheContext.Provider value={queryClient}>
        <RootDataProvider value={rootData}>
          {/* The app always renders inside a data router (client/routes.tsx), which the region hooks read. */}
          <RouterProvider router={createMemoryRouter([{ path: "*", element: <Probe /> }], { initialEntries: [options.path ?? "/"] })} />
        </RootDataProvider>
      </QueryCacheContext.Provider>,
    ),
  );
  const output = () => container.querySelector("output")!;
  return {
    queryClient,
    afterPost,
    form: () => container.querySelector("form")!,
    post: (l: LeadInput) => act(() => post(l)),
    submit: () => act(() => void container.querySelector("form")!.requestSubmit()),
    fieldErrors: () => JSON.parse(output().textContent ?? "{}") as Record<string, string[]>,
    values: () => JSON.parse(output().dataset.values ?? "{}") as Record<string, string>,
    unmount: () => {
      mountedRoots.delete(root);
      act(() => root.unmount());
    },
  };
}

/** The one request the page sent: its address, options and JSON body. */
function sentRequest(fetchMock: ReturnType<typeof answerWith>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init: init!, body: JSON.parse(String(init!.body)) as unknown };
}

describe("what a lead post sends", () => {
  test("a lead is posted as JSON to /api/contacts with credentials: the lead and the context every lead carries", async () => {
    const fetchMock = answerWith(201, { id: 7, message: "Thank you!" });
    const form = mountLeadForm();
    form.post(lead);
    await until(() => expect(form.afterPost).toHaveBeenCalledTimes(1));
    expect(form.afterPost.mock.calls[0]?.[0]).toEqual({ status: 201, body: { id: 7, message: "Thank you!" } });

    const { url, init, body } = sentRequest(fetchMock);
    expect(url).toBe("/api/contacts");
    expect(init).toMatchObject({ method: "POST", credentials: "include", headers: { "Content-Type": "application/json" } });
    expect(body).toEqual({ ...lead, ...context, website: "" });
  });

  test("a plain form submitted with JavaScript posts what its plain post carries: its hidden fields and what was typed, never returnTo", async () => {
    const fetchMock = answerWith(201, { id: 8, message: "Thanks" });
    const fixed = { contactFormType: "newsletter-contact-form", source: "newsletter_page", region: "UK" };
    const form = mountLeadForm({
      path: "/uk/newsletter",
      fields: (
        <>
          <LeadHiddenFields returnTo="/newsletter" fields={fixed} />
          <input name="email" defaultValue=" dana@brightside.example " />
          <input name="name" defaultValue="" />
        </>
      ),
    });
    // A plain post returns to the form's page in the region it was sent from.
    expect(form.form().querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe("/uk/newsletter");

    form.submit();
    await until(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock).body).toEqual({ ...fixed, email: "dana@brightside.example", ...context, website: "" });
  });

  test("a plain form's honeypot, filled by a robot, is posted beside the lead and not in it", async () => {
    const fetchMock = answerWith(201, { id: 9, message: "Thanks" });
    const form = mountLeadForm({
      fields: (
        <>
          <LeadHiddenFields returnTo="/contact" fields={{ contactFormType: "contact-page-form" }} />
          <input name="email" defaultValue="bot@spam.example" />
        </>
      ),
    });
    form.form().querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    form.submit();
    await until(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock).body).toEqual({
      contactFormType: "contact-page-form",
      email: "bot@spam.example",
      ...context,
      website: "https://spam.example",
    });
  });

  test("a form's values are read as the server reads a plain post: trimmed, empty ones left out, checkbox groups joined", () => {
    const data = new FormData();
    data.append("name", "  Dana Whitfield ");
    data.append("phone", "   ");
    data.append("servicesSelected", "SEO");
    data.append("servicesSelected", "Google Ads");
    expect(leadFromFormData(data)).toEqual({ name: "Dana Whitfield", servicesSelected: "SEO, Google Ads" });
  });
});

describe("the hook every lead form and popup posts through", () => {
  test("after the popup has closed, a stored lead still gets its notification and refreshes the leads inbox", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const form = mountLeadForm();
    form.queryClient.setQueryData(["/api/contacts", ""], { leads: [] });

    form.post(lead);
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    form.unmount();
    await act(async () => answer(new Response(JSON.stringify({ id: 3, message: "Thanks" }), { status: 201 })));

    await until(() => expect(getCurrentToast()).toMatchObject({ title: "You're subscribed!", description: "Watch your inbox." }));
    expect(form.queryClient.getQueryState(["/api/contacts", ""])?.isInvalidated).toBe(true);
    // What one call asked for (the popup's next step) only runs while the popup is there.
    expect(form.afterPost).not.toHaveBeenCalled();
  });

  test("a refused lead shows the server's errors beside the fields and its message in the notification", async () => {
    answerWith(400, { message: "Invalid email", fieldErrors: { email: ["Please enter a valid email address"] } });
    const form = mountLeadForm();
    form.post(lead);
    await until(() => expect(form.fieldErrors()).toEqual({ email: ["Please enter a valid email address"] }));
    expect(getCurrentToast()).toMatchObject({ title: "Error", description: "Invalid email", variant: "destructive" });
    expect(form.afterPost).not.toHaveBeenCalled();
  });

  test("a failure without a message from the server shows the form's own text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const form = mountLeadForm();
    form.post(lead);
    await until(() =>
      expect(getCurrentToast()).toMatchObject({
        title: "Error",
        description: "Failed to subscribe. Please try again.",
        variant: "destructive",
      }),
    );
  });

  test("a failed plain post of this form comes back with what was typed and the errors; another form's does not", () => {
    const formState: FormState = {
      formType: "newsletter-contact-form",
      values: { email: "dana@" },
      fieldErrors: { email: ["Please enter a valid email address"] },
      message: "Please check the highlighted fields and try again.",
    };
    const own = mountLeadForm({ formState });
    expect(own.values()).toEqual({ email: "dana@" });
    expect(own.fieldErrors()).toEqual({ email: ["Please enter a valid email address"] });

    const other = mountLeadForm({ formState: { ...formState, formType: "contact-us-page-contact-form" } });
    expect(other.values()).toEqual({});
    expect(other.fieldErrors()).toEqual({});
  });

  test("a stored lead clears the errors shown and runs what the call asked for", async () => {
    answerWith(201, { id: 9, message: "Thanks" });
    const form = mountLeadForm({
      formState: { formType: "newsletter-contact-form", values: {}, fieldErrors: { email: ["Required"] }, message: "" },
    });
    form.post(lead);
    await until(() => expect(form.afterPost).toHaveBeenCalledTimes(1));
    expect(form.fieldErrors()).toEqual({});
  });
});
