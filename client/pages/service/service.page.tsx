import { useLocation } from "react-router";
import { getService, type ServiceSummary } from "../../../shared/content/services";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { N8nWaitlistForm } from "./n8n-waitlist-form";
import { serviceMeta } from "./service-meta";
import { serviceDetailIn } from "../../components/content/service-detail";
import { Section } from "../../components/content/content-section";
import { basePathOf } from "../../../shared/region-addresses";
import { useServicePageCopy } from "../../components/content/use-service-copy";

// One template for the six service pages, driven by shared/content.

const serviceOf = (pathname: string): ServiceSummary => {
  const service = getService(basePathOf(pathname).split("/")[2] ?? "");
  // The route table only registers paths of known services.
  if (!service) throw new Error(`No service content for ${pathname}`);
  return service;
};

export const handle: PageHandle = {
  meta: (args) => {
    const s = serviceOf(args.pathname);
    return serviceMeta(s, serviceDetailIn(s.slug, args.region), args);
  },
};

// Links, text and pictures: static parts, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const ServiceIntro = defineStaticPart("service-intro", () => import("./service-parts").then((m) => m.ServiceIntro));
const ServiceBody = defineStaticPart("service-body", () => import("./service-parts").then((m) => m.ServiceBody));

export function Component() {
  const { pathname } = useLocation();
  const s = serviceOf(pathname);
  return (
    <>
      <ServiceIntro slug={s.slug} />
      {s.isComingSoon && <WaitlistSection />}
      <ServiceBody slug={s.slug} />
    </>
  );
}

function WaitlistSection() {
  const copy = useServicePageCopy().waitlist;
  return (
    <Section id="waitlist" title={copy.title} intro={<p>{copy.intro}</p>}>
      <div className="max-w-2xl">
        <N8nWaitlistForm />
      </div>
    </Section>
  );
}
