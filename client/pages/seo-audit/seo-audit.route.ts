import type { LoaderFunctionArgs } from "react-router";
import { loadSeoAudit } from "../../api/seo-audit.queries";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./seo-audit.page"),
  paths: ["seo-audit"],
  searchParams: ["url"],
  loader:
    (deps) =>
    async ({ request, context }: LoaderFunctionArgs) =>
      loadSeoAudit(deps.api, await deps.queryClientFor(context), request),
});
