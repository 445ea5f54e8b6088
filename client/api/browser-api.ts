import type { SiteApi } from "../../shared/site-api";

// The site's API in the browser. No page calls it to hydrate, so its code (the answers' checks
// and fallbacks, the request messages: client/api/browser-api-calls.ts) is not part of the app's
// first chunk: it comes with the first call, or with the prefetches a second after the load event.

export const loadBrowserApi = () => import("./browser-api-calls").then((module) => module.browserApiCalls);

/** Loads the calls' code, then makes the call. */
async function call<K extends keyof SiteApi>(name: K, ...args: Parameters<SiteApi[K]>): Promise<Awaited<ReturnType<SiteApi[K]>>> {
  const calls = await loadBrowserApi();
  return await (calls[name] as (...args: Parameters<SiteApi[K]>) => Promise<Awaited<ReturnType<SiteApi[K]>>>)(...args);
}

export const browserApi: SiteApi = {
  listPosts: () => call("listPosts"),
  getPost: (slug) => call("getPost", slug),
  movedPost: (slug) => call("movedPost", slug),
  caseStudies: () => call("caseStudies"),
  caseStudy: (slug) => call("caseStudy", slug),
  testimonials: () => call("testimonials"),
  team: () => call("team"),
  partners: () => call("partners"),
  siteFacts: () => call("siteFacts"),
  auditSite: (url) => call("auditSite", url),
  newsletterLink: (kind, token) => call("newsletterLink", kind, token),
};
