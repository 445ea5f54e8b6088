import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { trailIn } from "../../components/content/breadcrumb-trail";
import type { CaseStudyHead } from "../../features/content/content-loaders";

/** The client as the region's language names it: a company by its name, an example engagement's kind of client in words. */
export const clientIn = (region: RegionCode, head: CaseStudyHead) => pageCopyFor(head.meta, region).client ?? head.client;

/** Home / Case studies / the client. */
export const trailOf = (region: RegionCode, head: CaseStudyHead) =>
  trailIn(region, "/case-studies", { name: clientIn(region, head), path: `/case-studies/${head.slug}` });
