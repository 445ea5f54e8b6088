import type { ComponentType } from "react";
import type { PageHandle } from "../head/page-meta";

// Every page is its own chunk (esbuild code splitting). The build checks that each
// name here is a file client/pages/<name>/<name>.page.tsx and records its chunks,
// so the server can emit modulepreload links for the page it renders.

export interface PageModule {
  Component: ComponentType;
  handle: PageHandle;
  ErrorBoundary?: ComponentType;
}

const modules = {
  home: () => import("./home/home.page"),
  services: () => import("./services/services.page"),
  service: () => import("./service/service.page"),
  blog: () => import("./blog/blog.page"),
  "blog-post": () => import("./blog-post/blog-post.page"),
  "case-studies": () => import("./case-studies/case-studies.page"),
  "case-study": () => import("./case-study/case-study.page"),
  "seo-audit": () => import("./seo-audit/seo-audit.page"),
  "pricing-calculator": () => import("./pricing-calculator/pricing-calculator.page"),
  "onboarding-wizard": () => import("./onboarding-wizard/onboarding-wizard.page"),
  admin: () => import("./admin/admin.page"),
  about: () => import("./about/about.page"),
  contact: () => import("./contact/contact.page"),
  newsletter: () => import("./newsletter/newsletter.page"),
  "privacy-policy": () => import("./privacy-policy/privacy-policy.page"),
  "terms-of-service": () => import("./terms-of-service/terms-of-service.page"),
  "cookie-policy": () => import("./cookie-policy/cookie-policy.page"),
  security: () => import("./security/security.page"),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof modules;
export const pageNames = Object.keys(modules) as PageName[];

const RELOAD_FLAG = "chunk-reload-at";

/**
 * spec §2/§8: a page chunk that fails to load (usually a deploy replaced the
 * hashed files) reloads the page, once: a second failure within a minute shows
 * the error page instead of looping.
 */
function reloadOnce(error: unknown): Promise<never> {
  if (typeof window === "undefined") throw error;
  const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
  if (Date.now() - last < 60_000) throw error;
  window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  window.location.reload();
  return new Promise<never>(() => {});
}

export async function loadPage(name: PageName): Promise<PageModule> {
  let mod: PageModule;
  try {
    mod = await modules[name]();
  } catch (error) {
    return reloadOnce(error);
  }
  return { Component: mod.Component, handle: mod.handle, ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}) };
}

/** Warms a page's chunk without the reload-on-failure rule (a failed prefetch is harmless). */
export function prefetchPage(name: string): void {
  const load = (modules as Record<string, (() => Promise<unknown>) | undefined>)[name];
  if (load) void load().catch(() => {});
}
