import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ErrorFallback } from "./error-fallback";
import { NotFound } from "./not-found";
import { SiteShell } from "./site-shell";

export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound && typeof window !== "undefined") console.error("Page error", error);
  return (
    <SiteShell>
      {isNotFound ? <NotFound /> : <ErrorFallback href={location.pathname + location.search} />}
    </SiteShell>
  );
}
