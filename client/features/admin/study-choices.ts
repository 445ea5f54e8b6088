import { useQuery } from "@tanstack/react-query";
import { contentListQuery } from "./admin-queries";
import type { Choice } from "./content-fields";

/** Published case studies to link to, by their address (a testimonial's study, a study's related ones). */
export function usePublishedStudyChoices(exceptSlug?: string): Choice[] {
  const { data } = useQuery(contentListQuery("case-study"));
  return (data ?? [])
    .filter((s): s is typeof s & { slug: string } => s.slug !== null && s.slug !== exceptSlug)
    .map((s) => ({ value: s.slug, label: `${s.label} (/case-studies/${s.slug})` }));
}
