/**
 * The error fallback. "Refresh Page" is a link to the same address, so it
 * works even when the page's JavaScript is what failed.
 */
export function ErrorFallback({ href }: { href: string }) {
  return (
    <section className="container-page py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">We're experiencing a temporary issue. Please refresh the page.</p>
      <a href={href} className="btn btn-primary mt-8">
        Refresh Page
      </a>
    </section>
  );
}
