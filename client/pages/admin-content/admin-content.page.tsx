import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { contentListQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { ContentList } from "../../features/admin/content-list";
import { sectionOfPath } from "../../features/admin/content-sections";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "../../lib/region/region-link";

export const handle: PageHandle = {
  meta: ({ pathname }) => ({
    title: sectionOfPath(pathname)?.title ?? "Content",
    description: "The proof content visitors see: write, order and publish it.",
    noindex: true,
  }),
};

export function Component() {
  const section = sectionOfPath(useLocation().pathname)!;
  const { data, isPending, error, refetch } = useQuery(contentListQuery(section.kind));
  return (
    <>
      <AdminHeading
        title={section.title}
        intro={section.intro}
        actions={
          <Link to={`/admin/${section.segment}/new`} className="btn btn-primary">
            New {section.one}
          </Link>
        }
      />
      {data ? (
        <ContentList section={section} items={data} />
      ) : (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what={section.title.toLowerCase()} />
      )}
    </>
  );
}
