import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { partnersQuery } from "../../api/content.queries";
import { PartnerStrip } from "../../components/content/partner-strip";
import { useCopy } from "../../lib/region/use-copy";

/** The partner agencies staff publish, as a strip of their names (client/components/content/partner-strip.tsx). */
export function PartnerGrid() {
  const copy = useCopy();
  const queryClient = usePageQueryClient();
  const partners = useSuspenseQuery(partnersQuery(useApi()), queryClient).data;
  if (partners.length === 0) return null;
  return (
    <section className="border-y border-slate-200 bg-white" aria-labelledby="home-partners">
      <div className="container-page py-12">
        <h2 id="home-partners" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
          {copy.home.partnersTitle}
        </h2>
        <div className="mt-7">
          <PartnerStrip partners={partners} label={copy.home.partnersTitle} />
        </div>
      </div>
    </section>
  );
}
