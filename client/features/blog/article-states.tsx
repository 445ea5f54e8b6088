import { Link } from "../../lib/region/region-link";
import { HttpStatusError } from "../../api/http";
import { useCopy } from "../../lib/region/use-copy";
import { useBlogCopy } from "./use-blog-copy";

/** While an article loads on a client navigation. */
export function ArticleLoading() {
  const copy = useBlogCopy().states;
  return (
    <div className="container-page py-24 text-center" role="status" aria-live="polite">
      <div
        className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-6 text-lg font-semibold text-slate-900">{copy.loading}</p>
      <p className="mt-2 text-slate-600">{copy.wait}</p>
    </div>
  );
}

/** No such article (the server answers 404 with it). */
export function BlogPostNotFound() {
  const copy = useCopy().notFound;
  const back = useBlogCopy().backToBlog;
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600">{copy.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.postTitle}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{copy.postText}</p>
      <Link to="/blog" className="btn btn-primary mt-8">
        {back}
      </Link>
    </section>
  );
}

/**
 * The article could not be loaded ('Failed to load article: {status}' or a network error).
 * What follows says what happened: a server that answered with an error is our problem,
 * a request that never got an answer is the connection.
 */
export function ArticleLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const copy = useBlogCopy().states;
  const back = useBlogCopy().backToBlog;
  const status = error.cause instanceof HttpStatusError ? error.cause.status : null;
  const advice = status === null ? copy.offline : status >= 500 ? copy.serverError : copy.retryLater;
  return (
    <section className="container-page py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">{copy.loadFailed}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        {copy.failure(error.message, status)}. {advice}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {copy.tryAgain}
        </button>
        <Link to="/blog" className="btn btn-outline">
          {back}
        </Link>
      </div>
    </section>
  );
}
