import type { UiCopy } from "../../../shared/i18n/copy";

/**
 * The error fallback. "Refresh Page" is a link to the same address, so it
 * works even when the page's JavaScript is what failed. Its text comes as a prop:
 * the server's bare error page renders it outside the app's providers.
 */
export function ErrorFallback({ href, text }: { href: string; text: UiCopy["errorPage"] }) {
  return (
    <section className="container-page py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{text.text}</p>
      <a href={href} className="btn btn-primary mt-8">
        {text.refresh}
      </a>
    </section>
  );
}
