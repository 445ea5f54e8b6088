import type { CaseStudyDocument } from "../../../shared/schemas/content-documents";
import { usePageCopy } from "../../lib/region/use-page-copy";

type StudyMeta = CaseStudyDocument["meta"]["en"];

/** A study's short words in the page's language, with the client named as the language names it. */
export function useStudyMeta(study: { client: string; meta: CaseStudyDocument["meta"] }): StudyMeta & { client: string } {
  const meta = usePageCopy(study.meta);
  return { ...meta, client: meta.client ?? study.client };
}
