import type { EntryKind, ContentRevisionAction, RedirectKind } from "../../../shared/schemas/content-entry";
import { column, identity, table } from "../schema-columns";

// What the public pages show that staff edit: posts, case studies and the rest, their history and old addresses, and the social cards drawn from them.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer } = column;

export const CONTENT_TABLES = {
  blog_posts: table(
    {
      id: identity(),
      slug: text().unique(),
      title: text(),
      subtitle: text().default("''"),
      excerpt: text().default("''"),
      tags: text().default("'[]'"),
      author: text().nullable(),
      read_time: integer().nullable(),
      is_published: integer().default("0"),
      is_featured: integer().default("0"),
      meta_title: text().default("''"),
      meta_description: text().default("''"),
      created_at: text(),
      updated_at: text(),
      published_at: text().nullable(),
      category: text().nullable(),
      image_url: text().default("''"),
      content: text().default("''"),
      /** Migration 009: the cover from the media library (media_assets.id); image_url serves posts without one. */
      cover_media_id: text().nullable(),
    },
    { blog_posts_published: ["is_published", "published_at DESC"] },
  ),

  /**
   * Migration 008: staff-edited content. `draft` and `published` are JSON documents
   * (shared/schemas/content-documents.ts); `slug` is a case study's published address.
   */
  content_entries: table(
    {
      id: identity(),
      kind: text<EntryKind>(),
      slug: text().nullable(),
      sort_order: integer().default("0"),
      draft: text(),
      published: text().nullable(),
      created_at: text(),
      updated_at: text(),
      published_at: text().nullable(),
      updated_by: text().nullable(),
    },
    { content_entries_slug: { unique: true, columns: ["kind", "slug"] }, content_entries_order: ["kind", "sort_order"] },
  ),

  content_revisions: table(
    {
      id: identity(),
      entry_id: integer().references("content_entries"),
      document: text(),
      action: text<ContentRevisionAction>(),
      created_at: text(),
      created_by: text().nullable(),
    },
    { content_revisions_entry: ["entry_id", "id DESC"] },
  ),

  /** Old case-study and blog-post slugs, each answering 301 to its entry's current address. */
  slug_redirects: table(
    {
      id: identity(),
      kind: text<RedirectKind>(),
      old_slug: text(),
      target_id: integer(),
      created_at: text(),
    },
    { slug_redirects_old: { unique: true, columns: ["kind", "old_slug"] } },
  ),

  /** Migration 012: each social card's inputs by its key, so every instance can draw any card a page named. */
  social_card_inputs: table({
    card_key: text().primaryKey(),
    card: text(),
    created_at: text(),
  }),
};
