import { Link } from "react-router";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { useRootData } from "../../root-data-context";
import { ExternalLink } from "../ui/external-link";
import { formatLongDate } from "../ui/format-date";
import { ArticleMarkdown } from "./article-markdown";

/**
 * A blog article as the public page shows it. The admin's editor renders its live
 * preview with this very component, so what is previewed is what gets published.
 */
export function ArticleView({ post }: { post: BlogPost }) {
  const { brand } = useRootData();
  return (
    <article className="container-page max-w-3xl py-12">
      <Link to="/blog" className="btn btn-ghost -ml-3">
        ← Back to Blog
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-indigo-600">{post.category}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
      {post.subtitle && <p className="mt-3 text-xl text-slate-600">{post.subtitle}</p>}
      <p className="mt-4 text-sm text-slate-500">
        {post.author} · {formatLongDate(post.publishedAt ?? post.createdAt)} · {post.readTime} min read
      </p>
      <img src={post.imageUrl} alt="" width={1200} height={630} className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover" />
      <aside className="mt-8 rounded-xl border border-indigo-100 bg-indigo-50 p-6">
        <p className="font-semibold text-slate-900">Article Summary:</p>
        <p className="mt-2 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 font-semibold text-slate-900">Topics Covered:</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-indigo-700">
              {tag}
            </li>
          ))}
        </ul>
      </aside>
      <div className="mt-10">
        <ArticleMarkdown source={post.content} />
      </div>
      <section className="mt-14 rounded-2xl bg-slate-900 p-8 text-white">
        <h2 className="text-2xl font-bold">Ready to Get Started?</h2>
        <p className="mt-3 text-slate-300">Talk to our team about delivering this for your clients, under your brand.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
            Book a free consultation
          </ExternalLink>
          <a href={`tel:${brand.phone.replace(/\s+/g, "")}`} className="btn btn-light">
            Call {brand.phone}
          </a>
        </div>
      </section>
    </article>
  );
}
