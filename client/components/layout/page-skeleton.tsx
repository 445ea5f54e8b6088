/** Shown while a page chunk (and its data) loads during client navigation. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton container-page py-16" role="status" aria-live="polite" data-testid="page-skeleton">
      <span className="sr-only">Loading page…</span>
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="mt-6 h-10 w-3/4 max-w-2xl rounded bg-slate-200" />
      <div className="mt-4 h-4 w-full max-w-3xl rounded bg-slate-100" />
      <div className="mt-2 h-4 w-5/6 max-w-3xl rounded bg-slate-100" />
      <div className="mt-10 grid gap-6 sm:grid-cols-3">
        <div className="h-40 rounded-xl bg-slate-100" />
        <div className="h-40 rounded-xl bg-slate-100" />
        <div className="h-40 rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}
