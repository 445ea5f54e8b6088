import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AD_FATIGUE_IMAGE_NAME } from "../../../shared/constants";
import { useApi } from "../../api/api-context";
import { blogListQuery } from "../../api/blog.queries";
import { formatShortDate } from "../../components/ui/format-date";
import { PageHero } from "../../components/ui/page-hero";
import { ExternalLink } from "../../components/ui/external-link";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: () => ({
    title: "Agency Growth Blog: SEO, PPC, AI and Team Building",
    description:
      "Practical articles for agency owners on white-label SEO and PPC, AI solutions, dedicated teams and industry-specific digital marketing strategies.",
  }),
};

export function Component() {
  const api = useApi();
  const { brand } = useRootData();
  const { data: posts = [], isPending } = useQuery(blogListQuery(api));
  // spec §5: only published posts, and never the ones using the ad-fatigue image.
  const visible = posts.filter((p) => p.isPublished && !p.imageUrl.includes(AD_FATIGUE_IMAGE_NAME));
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights for agencies that want to grow"
        intro={<p>Field notes from our SEO, Google Ads, web, AI and staffing teams: what works for agencies right now, and how to offer it under your own brand.</p>}
      >
        <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
          Get Free Strategy Session
        </ExternalLink>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="latest-articles">
        <h2 id="latest-articles" className="text-2xl font-bold text-slate-900">
          Latest articles
        </h2>
        {isPending ? (
          <p className="mt-6 text-slate-600" role="status">
            Loading Articles...
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((post) => (
              <li key={post.id} className="card flex flex-col overflow-hidden">
                <img src={post.imageUrl} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" loading="lazy" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold uppercase tracking-wider text-indigo-600">{post.category}</p>
                  <h3 className="mt-2 text-lg font-semibold text-slate-900">{post.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
                  <p className="mt-4 text-xs text-slate-500">
                    {post.author} · {formatShortDate(post.publishedAt ?? post.createdAt)} · {post.readTime} min read
                  </p>
                  <Link to={`/blog/${post.slug}`} className="btn btn-outline mt-4">
                    Read Article
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
