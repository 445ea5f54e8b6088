import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import type { AdminPost, PostFlags } from "../../../shared/schemas/admin-posts";
import { readApiProblem } from "../../api/http";
import { adminJson } from "../../features/admin/admin-http";
import { postsQuery } from "../../features/admin/admin-queries";
import { AdminHeading, formatDateTime, QueryState } from "../../features/admin/admin-ui";
import { toast } from "../../lib/toasts/toast-store";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Blog Posts", description: "Every blog post, drafts included: write, publish and feature.", noindex: true }),
};

export function Component() {
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery(postsQuery());
  const setFlags = useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: PostFlags }) => adminJson<AdminPost>("PATCH", `/api/admin/posts/${id}`, flags),
    onSuccess: (post, { flags }) => {
      queryClient.setQueryData(postsQuery().queryKey, (posts: AdminPost[] | undefined) => posts?.map((p) => (p.id === post.id ? post : p)));
      const what =
        flags.isPublished !== undefined
          ? post.isPublished
            ? "published: it is on the blog now"
            : "unpublished: it is off the blog"
          : post.isFeatured
            ? "featured"
            : "no longer featured";
      toast({ title: "Saved", description: `"${post.title}" is ${what}.` });
    },
    onError: (e) =>
      toast({
        title: "Error",
        description: readApiProblem(e).message ?? "The change was not saved. Please try again.",
        variant: "destructive",
      }),
  });

  return (
    <>
      <AdminHeading
        title="Posts"
        intro="Drafts stay private until you publish them; published changes show on the blog at once."
        actions={
          <Link to="/admin/posts/new" className="btn btn-primary">
            New post
          </Link>
        }
      />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="posts" />
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[44rem] divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">Blog posts, last changed first</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  State
                </th>
                <th scope="col" className="px-4 py-3">
                  Last changed
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((post) => (
                <tr key={post.id} className="align-top">
                  <td className="min-w-56 max-w-md px-4 py-3">
                    <Link to={`/admin/posts/${post.id}`} className="font-medium text-indigo-700 hover:underline">
                      {post.title}
                    </Link>
                    <p className="mt-0.5 break-all text-xs text-slate-500">/blog/{post.slug}</p>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.isPublished ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
                    >
                      {post.isPublished ? "Published" : "Draft"}
                    </span>
                    {post.isFeatured && (
                      <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(post.updatedAt)}</td>
                  <td className="px-4 py-3">
                    {/* One line: a badge appearing in the row must not move the button just pressed (under the notice it brings). */}
                    <div className="flex justify-end gap-2 whitespace-nowrap">
                      <button
                        type="button"
                        className="btn btn-outline min-h-9 px-3 py-1.5"
                        disabled={setFlags.isPending}
                        onClick={() => setFlags.mutate({ id: post.id, flags: { isPublished: !post.isPublished } })}
                        aria-label={`${post.isPublished ? "Unpublish" : "Publish"} "${post.title}"`}
                      >
                        {post.isPublished ? "Unpublish" : "Publish"}
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost min-h-9 px-3 py-1.5"
                        disabled={setFlags.isPending}
                        onClick={() => setFlags.mutate({ id: post.id, flags: { isFeatured: !post.isFeatured } })}
                        aria-label={`${post.isFeatured ? "Unfeature" : "Feature"} "${post.title}"`}
                      >
                        {post.isFeatured ? "Unfeature" : "Feature"}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
