import type { BlogPost } from "../../shared/schemas/blog-post";
import { publicPostFrom } from "../../shared/blog/post-defaults";
import { storedPostFrom, type BlogRow } from "./blog-row";
import type { Db } from "./connection";
import { createMediaQueries } from "./media.queries";

export type NewBlogPost = Omit<BlogPost, "author" | "readTime" | "category"> & {
  author?: string | null;
  readTime?: number | null;
  category?: string | null;
};

export function createBlogQueries(db: Db) {
  const posts = () => db.kysely.selectFrom("blog_posts").selectAll();
  const media = createMediaQueries(db);

  /** The only place where blog rows become public posts: defaults applied, library covers described. */
  const toPosts = async (rows: readonly BlogRow[]): Promise<BlogPost[]> => {
    const covers = await media.describeImages(rows.flatMap((row) => (row.cover_media_id ? [row.cover_media_id] : [])));
    return rows.map((row) => ({
      ...publicPostFrom(storedPostFrom(row)),
      cover: (row.cover_media_id && covers.get(row.cover_media_id)) || null,
    }));
  };

  return {
    async listPublished(): Promise<BlogPost[]> {
      const rows = await posts()
        .where("is_published", "=", 1)
        .orderBy((eb) => eb.fn.coalesce("published_at", "created_at"), "desc")
        .orderBy("id", "desc")
        .execute();
      return toPosts(rows);
    },
    async getPublishedBySlug(slug: string): Promise<BlogPost | null> {
      const row = await posts().where("slug", "=", slug).where("is_published", "=", 1).executeTakeFirst();
      return row ? (await toPosts([row]))[0]! : null;
    },
    /** Inserts a post unless its id or slug exists; returns whether it was inserted. */
    async insertIfAbsent(post: NewBlogPost): Promise<boolean> {
      const inserted = await db.kysely
        .insertInto("blog_posts")
        .values({
          id: post.id,
          slug: post.slug,
          title: post.title,
          subtitle: post.subtitle,
          excerpt: post.excerpt,
          tags: JSON.stringify(post.tags),
          author: post.author ?? null,
          read_time: post.readTime ?? null,
          is_published: post.isPublished ? 1 : 0,
          is_featured: post.isFeatured ? 1 : 0,
          meta_title: post.metaTitle,
          meta_description: post.metaDescription,
          created_at: post.createdAt,
          updated_at: post.updatedAt,
          published_at: post.publishedAt,
          category: post.category ?? null,
          image_url: post.imageUrl,
          content: post.content,
        })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
export type BlogQueries = ReturnType<typeof createBlogQueries>;
