import { useEffect, useState } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { isChunkLoadError, reloadOnce } from "../browser/chunk-reload";
import { ErrorFallback } from "../components/layout/error-fallback";
import { NotFound } from "../components/layout/not-found";
import { PageSkeleton } from "../components/layout/page-skeleton";
import { useCopy } from "../lib/region/use-copy";
import { SiteShell } from "./site-shell";

export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const copy = useCopy();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const [isReloading, setReloading] = useState(isChunkLoadError(error));

  useEffect(() => {
    if (isChunkLoadError(error)) {
      // The navigation has already moved to the new address: reloading fetches that page whole.
      if (!reloadOnce()) setReloading(false);
      return;
    }
    if (!isNotFound) console.error("Page error", error);
  }, [error, isNotFound]);

  return (
    <SiteShell>
      {isNotFound ? (
        <NotFound />
      ) : isReloading ? (
        <PageSkeleton />
      ) : (
        <ErrorFallback href={location.pathname + location.search} text={copy.errorPage} />
      )}
    </SiteShell>
  );
}
