import { Link } from "../../lib/region/region-link";
import { HttpStatusError } from "../../api/http";

/** While an article loads on a client navigation. */
export function ArticleLoading() {
  return (
    <div className="container-page py-24 text-center" role="status" aria-live="polite">
      <div
        className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-6 text-lg font-semibold text-slate-900">Loading Article...</p>
      <p className="mt-2 text-slate-600">Please wait while we load the blog post</p>
    </div>
  );
}

/** No such article (the server answers 404 with it). */
export function BlogPostNotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">Blog Post Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">The blog post you're looking for doesn't exist or has been moved.</p>
      <Link to="/blog" className="btn btn-primary mt-8">
        Back to Blog
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
  const status = error.cause instanceof HttpStatusError ? error.cause.status : null;
  const advice =
    status === null
      ? "We couldn't reach the site. Please check your connection and try again."
      : status >= 500
        ? "There was a problem on our side. Please try again in a moment."
        : "Please try again in a moment.";
  return (
    <section className="container-page py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-slate-900">We couldn't load this article</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        {error.message}. {advice}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try Again
        </button>
        <Link to="/blog" className="btn btn-outline">
          Back to Blog
        </Link>
      </div>
    </section>
  );
}
