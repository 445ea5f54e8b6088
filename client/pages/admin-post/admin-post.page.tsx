import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { postQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { PostEditor } from "../../features/admin/post-editor";
import { NEW_EDITOR, useEditorKey } from "../../features/admin/editor-identity";
import { ArticleView } from "../../features/blog/article-view";
import type { PageHandle } from "../../head/page-meta";
import type { BlogPost } from "../../../shared/schemas/blog-post";

export const handle: PageHandle = {
  meta: ({ params }) => ({
    title: params.id === "new" ? "New Blog Post" : "Edit Blog Post",
    description: "Write a blog post in Markdown and see it as visitors will.",
    noindex: true,
  }),
};

/** The editor's preview is the public article's own component. */
const renderPreview = (post: BlogPost) => <ArticleView post={post} />;

export function Component() {
  const { id = "" } = useParams();
  const isNew = id === "new";
  // The same editor across its first save's move from /new to the post's address (editor-identity.ts).
  const editorKey = useEditorKey(id);
  const { data: post, isPending, error, refetch } = useQuery({ ...postQuery(id), enabled: editorKey !== NEW_EDITOR });
  return (
    <>
      <Link to="/admin/posts" className="text-sm font-medium text-indigo-700 hover:underline">
        ← All posts
      </Link>
      <div className="mt-3">
        <AdminHeading title={isNew ? "New post" : "Edit post"} />
      </div>
      {editorKey === NEW_EDITOR ? (
        <PostEditor key={NEW_EDITOR} post={null} renderPreview={renderPreview} />
      ) : post ? (
        <PostEditor key={post.id} post={post} renderPreview={renderPreview} />
      ) : (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the post" />
      )}
    </>
  );
}
