import type { ComponentType } from "react";
import { ChunkLoadError } from "../browser/chunk-reload";
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
  // The five built-in articles (client/pages/built-in-article-pages.ts).
  "blog-ai-solutions": () => import("./blog-ai-solutions/blog-ai-solutions.page"),
  "blog-white-label": () => import("./blog-white-label/blog-white-label.page"),
  "blog-dedicated-team": () => import("./blog-dedicated-team/blog-dedicated-team.page"),
  "blog-industry-marketing": () => import("./blog-industry-marketing/blog-industry-marketing.page"),
  "blog-ad-fatigue": () => import("./blog-ad-fatigue/blog-ad-fatigue.page"),
  "case-studies": () => import("./case-studies/case-studies.page"),
  "case-study": () => import("./case-study/case-study.page"),
  "seo-audit": () => import("./seo-audit/seo-audit.page"),
  "pricing-calculator": () => import("./pricing-calculator/pricing-calculator.page"),
  "onboarding-wizard": () => import("./onboarding-wizard/onboarding-wizard.page"),
  admin: () => import("./admin/admin.page"),
  "admin-overview": () => import("./admin-overview/admin-overview.page"),
  "admin-leads": () => import("./admin-leads/admin-leads.page"),
  "admin-lead": () => import("./admin-lead/admin-lead.page"),
  "admin-outbox": () => import("./admin-outbox/admin-outbox.page"),
  "admin-posts": () => import("./admin-posts/admin-posts.page"),
  "admin-post": () => import("./admin-post/admin-post.page"),
  about: () => import("./about/about.page"),
  contact: () => import("./contact/contact.page"),
  newsletter: () => import("./newsletter/newsletter.page"),
  "newsletter-confirm": () => import("./newsletter-confirm/newsletter-confirm.page"),
  "newsletter-unsubscribe": () => import("./newsletter-unsubscribe/newsletter-unsubscribe.page"),
  "privacy-policy": () => import("./privacy-policy/privacy-policy.page"),
  "terms-of-service": () => import("./terms-of-service/terms-of-service.page"),
  "cookie-policy": () => import("./cookie-policy/cookie-policy.page"),
  security: () => import("./security/security.page"),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof modules;
export const pageNames = Object.keys(modules) as PageName[];

export async function loadPage(name: PageName): Promise<PageModule> {
  let mod: PageModule;
  try {
    mod = await modules[name]();
  } catch (error) {
    // The router completes the navigation with this error; the root error
    // boundary then reloads the new address once (client/browser/chunk-reload.ts).
    throw new ChunkLoadError(error);
  }
  return { Component: mod.Component, handle: mod.handle, ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}) };
}

/** Warms a page's chunk without the reload-on-failure rule (a failed prefetch is harmless). */
export function prefetchPage(name: string): void {
  const load = (modules as Record<string, (() => Promise<unknown>) | undefined>)[name];
  if (load) void load().catch(() => {});
}
