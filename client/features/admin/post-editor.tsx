import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState, type ReactNode } from "react";
import { useMoveToCreated } from "./editor-identity";
import { slugify } from "../../../shared/admin/post-slug";
import type { AdminPost } from "../../../shared/schemas/admin-posts";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { postQuery, postsQuery } from "./admin-queries";
import { draftFrom, inputFrom, previewFrom, type PostDraft } from "./post-draft";
import { Field, lengthHint } from "./post-fields";
import { mediaListQuery } from "./media-api";
import { MediaField } from "./media-field";
import { LeaveGuard } from "./leave-guard";

/**
 * The blog editor: Markdown on the left, and on the right the live
 * preview, with the same defaults the server applies. The page passes the public
 * article's own component in as `renderPreview`, so the preview is the published page
 * (a feature does not import another feature: docs/decisions/0012-lint-and-import-rules.md).
 */
export function PostEditor({ post: loaded, renderPreview }: { post: AdminPost | null; renderPreview: (post: BlogPost) => ReactNode }) {
  const queryClient = useQueryClient();
  /** The post as last saved: a new post's editor goes on after its first save created it (editor-identity.ts). */
  const [post, setPost] = useState(loaded);
  const moveToCreated = useMoveToCreated();
  const [draft, setDraft] = useState<PostDraft>(() => draftFrom(post));
  const [isSlugEdited, setSlugEdited] = useState(post !== null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [now] = useState(() => new Date().toISOString());
  const library = useQuery(mediaListQuery());
  const cover = (draft.coverMediaId && library.data?.find((a) => a.id === draft.coverMediaId)?.image) || null;
  const preview = useDeferredValue(previewFrom(draft, post, now, cover));

  // The editor saves when asked to (a published post's changes go live with the save), so unsaved changes are only ever asked about.
  const isDirty = JSON.stringify(inputFrom(draft, false)) !== JSON.stringify(inputFrom(draftFrom(post), false));

  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value, ...(key === "title" && !isSlugEdited ? { slug: slugify(String(value)) } : {}) }));

  const save = useMutation({
    mutationFn: (publish: boolean) =>
      post
        ? adminJson<AdminPost>("PUT", `/api/admin/posts/${post.id}`, inputFrom(draft, publish))
        : adminJson<AdminPost>("POST", "/api/admin/posts", inputFrom(draft, publish)),
    onSuccess: (saved) => {
      setPost(saved);
      setFieldErrors({});
      queryClient.setQueryData(postQuery(String(saved.id)).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: postsQuery().queryKey });
      toast({
        title: saved.isPublished ? "Published" : "Draft saved",
        description: saved.isPublished ? `"${saved.title}" is on the blog now.` : `"${saved.title}" is saved and not public.`,
      });
      if (!post) {
        // From now on the slug is the post's own: a new title no longer rewrites it.
        setSlugEdited(true);
        moveToCreated(`/admin/posts/${saved.id}`);
      }
    },
    onError: (error) => {
      const problem = readApiProblem(error);
      setFieldErrors(problem.fieldErrors);
      toast({ title: "Not saved", description: problem.message ?? "The post was not saved. Please try again.", variant: "destructive" });
    },
  });

  const text = (name: keyof PostDraft) => ({
    value: String(draft[name]),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <div className="mt-6 grid gap-8 xl:grid-cols-2">
      <LeaveGuard isDirty={isDirty} mustAsk={isDirty} reason="This post has changes that are not saved. If you leave now, they are lost." />
      <form
        className="card space-y-5 p-5"
        aria-label="Post"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(post?.isPublished ?? false);
        }}
      >
        <Field name="title" label="Title" errors={fieldErrors.title}>
          {(a) => <input {...a} {...text("title")} required maxLength={200} />}
        </Field>
        <Field
          name="slug"
          label="Address (slug)"
          hint={`The article's address: /blog/${draft.slug || "…"}. It must be unique.`}
          errors={fieldErrors.slug}
        >
          {(a) => (
            <input
              {...a}
              value={draft.slug}
              onChange={(e) => {
                setSlugEdited(true);
                set("slug", e.target.value);
              }}
              required
              maxLength={120}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
            />
          )}
        </Field>
        <Field name="subtitle" label="Subtitle" errors={fieldErrors.subtitle}>
          {(a) => <input {...a} {...text("subtitle")} maxLength={300} />}
        </Field>
        <Field name="excerpt" label="Summary" hint="Shown on the blog's cards and as the article summary." errors={fieldErrors.excerpt}>
          {(a) => <textarea {...a} {...text("excerpt")} rows={3} maxLength={600} />}
        </Field>
        <Field
          name="content"
          label="Article (Markdown)"
          hint="## for a section heading, **bold**, *italic*, - for a list, [text](address) for a link. HTML is not shown."
          errors={fieldErrors.content}
        >
          {(a) => <textarea {...a} {...text("content")} rows={18} className={`${a.className} font-mono text-sm`} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="tags" label="Tags" hint="Separated by commas." errors={fieldErrors.tags}>
            {(a) => <input {...a} {...text("tags")} />}
          </Field>
          <Field name="category" label="Category" hint="Empty: the first tag, else General." errors={fieldErrors.category}>
            {(a) => <input {...a} {...text("category")} maxLength={60} />}
          </Field>
          <Field name="author" label="Author" hint='Empty: "the team".' errors={fieldErrors.author}>
            {(a) => <input {...a} {...text("author")} maxLength={100} />}
          </Field>
          <Field name="readTime" label="Read time (minutes)" hint="Empty: 5." errors={fieldErrors.readTime}>
            {(a) => <input {...a} {...text("readTime")} type="number" min={1} max={180} inputMode="numeric" />}
          </Field>
        </div>
        <MediaField
          label="Cover image"
          value={draft.coverMediaId}
          onChange={(id) => set("coverMediaId", id)}
          hint="From the media library: shown on the blog and at the top of the article, in the size each screen needs."
          errors={fieldErrors.coverMediaId}
        />
        {!draft.coverMediaId && (
          <Field
            name="imageUrl"
            label="Image without a library cover"
            hint="An image of this site, e.g. /images/blog/placeholder.svg."
            errors={fieldErrors.imageUrl}
          >
            {(a) => <input {...a} {...text("imageUrl")} />}
          </Field>
        )}
        <Field
          name="metaTitle"
          label="Meta title"
          hint={lengthHint(draft.metaTitle, 60, "Empty: the title.")}
          errors={fieldErrors.metaTitle}
        >
          {(a) => <input {...a} {...text("metaTitle")} maxLength={120} />}
        </Field>
        <Field
          name="metaDescription"
          label="Meta description"
          hint={lengthHint(draft.metaDescription, 160, "Empty: the summary.")}
          errors={fieldErrors.metaDescription}
        >
          {(a) => <textarea {...a} {...text("metaDescription")} rows={2} maxLength={320} />}
        </Field>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={draft.isFeatured}
            onChange={(e) => set("isFeatured", e.target.checked)}
            className="h-4 w-4 accent-indigo-600"
          />
          Feature this post on the blog page
        </label>
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
          {post?.isPublished ? (
            <>
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                Save changes
              </button>
              <button type="button" className="btn btn-outline" disabled={save.isPending} onClick={() => save.mutate(false)}>
                Unpublish
              </button>
              <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" className="btn btn-ghost">
                View on the blog
              </a>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={() => save.mutate(true)}>
                Publish
              </button>
              <button type="submit" className="btn btn-outline" disabled={save.isPending}>
                Save draft
              </button>
            </>
          )}
        </div>
      </form>
      <section aria-labelledby="preview-heading" className="min-w-0">
        <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Preview: the article as visitors will see it
        </h2>
        {/* inert: the preview's links and buttons are a picture of the page, not a way off the editor. */}
        <div
          className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 xl:sticky xl:top-20"
          data-testid="post-preview"
          inert
        >
          {renderPreview(preview)}
        </div>
      </section>
    </div>
  );
}
