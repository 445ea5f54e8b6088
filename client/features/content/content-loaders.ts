// biome-ignore lint/style/noRestrictedImports: an old slug's redirect keeps the region itself (regionPath below).
import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { ResultFigure } from "../../../shared/content/case-study-figure-types";
import type { ClaimKey } from "../../../shared/content/claims";
import { claimValue } from "../../../shared/content/site-facts";
import { headlineOf } from "../../../shared/content/case-study-figures";
import type { CaseStudyDocument } from "../../../shared/schemas/content-documents";
import type { MediaImage } from "../../../shared/media/media-image";
import type { CaseStudyService } from "../../../shared/content/case-studies";
import { REQUEST_MESSAGES } from "../../../shared/i18n/api-messages";
import { regionOfPath, regionPath } from "../../../shared/region-addresses";
import type { SiteApi } from "../../../shared/site-api";
import {
  caseStudiesQuery,
  caseStudyCardsQuery,
  caseStudyQuery,
  partnersQuery,
  siteFactsQuery,
  teamQuery,
  testimonialsQuery,
} from "../../api/content.queries";
import type { RouteDeps } from "../../api/route-deps";

// Loaders of the pages that show the staff-edited proof (docs/decisions/0025-content-in-the-database.md).
// They wait for the data on both sides: on the server so the page arrives complete (and an unknown
// or old slug answers 404 or 301 before any byte), in the browser because the answers are small and
// mostly cached already. The data travels in the query cache; the pages read it from there.

/** What a page shows of the proof (the list and a study's own page have their loaders below). */
export interface ProofNeeds {
  /** Some studies as cards, by slug, or the slugs the page's address shows. */
  cards?: readonly string[] | ((url: URL) => Promise<readonly string[]>);
  testimonials?: true;
  team?: true;
  partners?: true;
  /** The claims and the security panel of the site settings (docs/decisions/0040-site-settings.md). */
  facts?: true;
}

/** With `facts`: each claim's figure by its key, for the head's sentences (the rest is in the query cache). */
export type ProofLoaderData = { claims: Partial<Record<ClaimKey, string>> } | null;

async function loadProof(api: SiteApi, queryClient: QueryClient, needs: ProofNeeds, url: URL): Promise<ProofLoaderData> {
  const cards = typeof needs.cards === "function" ? await needs.cards(url) : needs.cards;
  const [facts] = await Promise.all([
    needs.facts && queryClient.ensureQueryData(siteFactsQuery(api)),
    cards && queryClient.ensureQueryData(caseStudyCardsQuery(api, cards)),
    needs.testimonials && queryClient.ensureQueryData(testimonialsQuery(api)),
    needs.team && queryClient.ensureQueryData(teamQuery(api)),
    needs.partners && queryClient.ensureQueryData(partnersQuery(api)),
  ]);
  return facts ? { claims: Object.fromEntries(facts.claims.map((c) => [c.key, c.value])) } : null;
}

/** A loader that puts what the page shows in the query cache. */
export const proofLoader =
  (needs: ProofNeeds) =>
  ({ api, queryClientFor }: RouteDeps) =>
  async ({ context, request }: LoaderFunctionArgs): Promise<ProofLoaderData> =>
    loadProof(api, await queryClientFor(context), needs, new URL(request.url));

/** One claim's figure for a page that states it in its head and body (the newsletter's subscribers). */
export interface ClaimLoaderData {
  /** Null when the site settings list no such claim. */
  value: string | null;
}

export const claimLoader =
  (key: ClaimKey) =>
  ({ api, queryClientFor }: RouteDeps) =>
  async ({ context }: LoaderFunctionArgs): Promise<ClaimLoaderData> => {
    const facts = await (await queryClientFor(context)).ensureQueryData(siteFactsQuery(api));
    return { value: claimValue(facts, key) };
  };

/** The list's loader data: the ?service= filter and what its head names (the studies are in the query cache). */
export interface CaseStudiesLoaderData {
  service: string | null;
  studies: { slug: string; client: string; service: CaseStudyService; secondaryServices: readonly CaseStudyService[] }[];
}

export function caseStudiesLoader({ api, queryClientFor }: RouteDeps) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<CaseStudiesLoaderData> => {
    const studies = await (await queryClientFor(context)).ensureQueryData(caseStudiesQuery(api));
    return {
      service: new URL(request.url).searchParams.get("service"),
      studies: studies.map(({ slug, client, service, secondaryServices }) => ({ slug, client, service, secondaryServices })),
    };
  };
}

/** What a study's head needs (the study itself is in the query cache). */
export interface CaseStudyHead {
  slug: string;
  client: string;
  meta: CaseStudyDocument["meta"];
  /** The headline result its social card shows, if it has one. */
  headline: ResultFigure | null;
  /** The picture staff chose for its hero, preloaded by the page's head. */
  cover: MediaImage | null;
  /** An example engagement: its head and card never call it a case study. */
  isIllustrative: boolean;
  /** Its service: the colours its headline chart is drawn in on the cover. */
  service: CaseStudyService;
}

export function caseStudyLoader({ api, queryClientFor }: RouteDeps) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<CaseStudyHead> => {
    const queryClient = await queryClientFor(context);
    const [answer] = await Promise.all([
      queryClient.ensureQueryData(caseStudyQuery(api, params.slug ?? "")),
      // The quotes of the study's client, shown on its page.
      queryClient.ensureQueryData(testimonialsQuery(api)),
    ]);
    // An old slug (an alias, or the study's slug before staff renamed it) moves permanently, so links and rankings carry over.
    if (answer.kind === "moved")
      throw redirect(regionPath(regionOfPath(new URL(request.url).pathname), `/case-studies/${answer.slug}`), 301);
    if (answer.kind === "none") throw data({ message: REQUEST_MESSAGES.caseStudyNotFound }, { status: 404, statusText: "Not Found" });
    const { slug, client, meta, figures, cover, isIllustrative, service } = answer.study;
    return { slug, client, meta, headline: headlineOf(figures), cover, isIllustrative, service };
  };
}
