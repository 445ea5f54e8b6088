import { useSuspenseQuery } from "@tanstack/react-query";
import type { FormView, LandingBlockView } from "../../../shared/landing/landing-view";
import { useApi } from "../../api/api-context";
import { landingPageQuery } from "../../api/content.queries";
import { usePageQueryClient } from "../../api/page-query-client";
import { usePageRegion } from "../../lib/region/region-context";
import { getService } from "../../../shared/content/services";
import { ArticleMarkdown } from "../../components/content/article-markdown";
import { CtaBand } from "../../components/content/cta-band";
import { FaqSection } from "../../components/content/faq-section";
import { PackagesSection } from "../../components/content/packages-section";
import { useServiceDetail } from "../../components/content/service-detail";
import { LandingAction } from "./landing-actions";
import { LandingHero } from "./landing-hero";
import { LandingProof } from "./landing-proof";

type StaticBlock = Exclude<LandingBlockView, FormView>;

/**
 * A variant's packages. With a form on the page, each package's button leads to it: the contact
 * page's form would credit the lead to the campaign but not to this page and variant.
 */
function ServicesBlock({ block, id, hasForm }: { block: Extract<StaticBlock, { type: "services" }>; id: string; hasForm: boolean }) {
  const detail = useServiceDetail(block.service);
  return (
    <PackagesSection
      service={getService(block.service)!}
      detail={detail}
      id={id}
      title={block.title}
      intro={block.intro}
      ask={hasForm ? (label, className) => <LandingAction target="form" label={label} className={className} /> : undefined}
    />
  );
}

function Block({ block, id, hasForm }: { block: StaticBlock; id: string; hasForm: boolean }) {
  switch (block.type) {
    case "hero":
      return <LandingHero block={block} />;
    case "proof":
      return <LandingProof block={block} id={id} />;
    case "services":
      return <ServicesBlock block={block} id={id} hasForm={hasForm} />;
    case "faq":
      return <FaqSection id={id} title={block.title} faqs={block.items} />;
    case "cta":
      return (
        <CtaBand
          headingId={`${id}-title`}
          title={block.title}
          text={block.text ? <p>{block.text}</p> : null}
          actions={<LandingAction target={block.target} label={block.label} className="btn btn-accent" />}
        />
      );
    case "text":
      return (
        <section id={id} className="container-page max-w-3xl py-12">
          <ArticleMarkdown source={block.markdown} />
        </section>
      );
  }
}

/**
 * A stretch of a landing page's blocks between its forms (`count` from `first`), read from the
 * query cache the loader filled: links, text, figures and pictures only, so a static part
 * (./landing.page.tsx). Each block gets an id from its place, so two blocks of one kind never share one.
 */
export function LandingBlocks({ slug, search, first, count }: { slug: string; search: string; first: number; count: number }) {
  const answer = useSuspenseQuery(landingPageQuery(useApi(), usePageRegion(), slug, search), usePageQueryClient()).data;
  if (answer.kind !== "page") return null;
  const blocks = answer.page.blocks.slice(first, first + count).filter((b): b is StaticBlock => b.type !== "form");
  const hasForm = answer.page.blocks.some((b) => b.type === "form");
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={`${block.type}-${first + i}`} block={block} id={`${block.type}-${first + i}`} hasForm={hasForm} />
      ))}
    </>
  );
}
