import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation, useParams } from "react-router";
import type { ContentKind } from "../../../shared/schemas/content-entry";
import { contentEntryQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { CaseStudyForm } from "../../features/admin/case-study-form";
import { ContentEditor } from "../../features/admin/content-editor";
import { NEW_EDITOR, useEditorKey } from "../../features/admin/editor-identity";
import { sectionOfPath } from "../../features/admin/content-sections";
import { PartnerForm } from "../../features/admin/partner-form";
import { TeamMemberForm } from "../../features/admin/team-member-form";
import { TestimonialForm } from "../../features/admin/testimonial-form";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "../../lib/region/region-link";

export const handle: PageHandle = {
  meta: ({ pathname, params }) => {
    const section = sectionOfPath(pathname);
    return {
      title: `${params.id === "new" ? "New" : "Edit"} ${section?.one ?? "entry"}`,
      description: "Edit a draft, see it on its page, and publish it.",
      noindex: true,
    };
  },
};

const FORMS: Record<ContentKind, () => ReactNode> = {
  "case-study": () => <CaseStudyForm />,
  testimonial: () => <TestimonialForm />,
  "team-member": () => <TeamMemberForm />,
  partner: () => <PartnerForm />,
};

export function Component() {
  const section = sectionOfPath(useLocation().pathname)!;
  const { id = "" } = useParams();
  const isNew = id === "new";
  // The same editor across its first save's move from /new to the entry's address (editor-identity.ts).
  const editorKey = useEditorKey(id);
  const { data: entry, isPending, error, refetch } = useQuery({ ...contentEntryQuery(section.kind, id), enabled: !isNew });
  return (
    <>
      <Link to={`/admin/${section.segment}`} className="text-sm font-medium text-indigo-700 hover:underline">
        ← All {section.title.toLowerCase()}
      </Link>
      <div className="mt-3">
        <AdminHeading title={isNew ? `New ${section.one}` : entry ? entry.label : `Edit ${section.one}`} />
      </div>
      {editorKey === NEW_EDITOR ? (
        <ContentEditor key={NEW_EDITOR} section={section} entry={null} form={FORMS[section.kind]()} />
      ) : entry ? (
        <ContentEditor key={entry.id} section={section} entry={entry} form={FORMS[section.kind]()} />
      ) : (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what={`the ${section.one}`} />
      )}
    </>
  );
}
