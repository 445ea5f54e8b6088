// A row of blog_posts as SQLite returns it. Shared by the public queries (with the
// public defaults) and the editor's queries (stored values as they are).

export interface BlogRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  tags: string;
  author: string | null;
  read_time: number | null;
  is_published: number;
  is_featured: number;
  meta_title: string;
  meta_description: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  category: string | null;
  image_url: string;
  content: string;
}

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}
