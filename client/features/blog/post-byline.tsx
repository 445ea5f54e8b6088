import { postDate } from "../../../shared/blog/post-defaults";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { formatLongDate, formatShortDate } from "../../components/ui/format-date";

/** Author, date and read time (short en-US dates on cards, long ones elsewhere). */
export function PostByline({
  post,
  dateStyle,
  className = "",
}: {
  post: BlogPostSummary;
  dateStyle: "short" | "long";
  className?: string;
}) {
  const date = postDate(post);
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span>{post.author}</span>
      {date && (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={date}>{dateStyle === "short" ? formatShortDate(date) : formatLongDate(date)}</time>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{post.readTime} min read</span>
    </p>
  );
}

export function CategoryBadge({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  const colors = tone === "light" ? "bg-indigo-50 text-indigo-700 ring-indigo-100" : "bg-white/10 text-amber-200 ring-white/20";
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colors}`}>{category}</span>;
}
