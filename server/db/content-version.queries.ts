import type { Db } from "./connection";

/** Reads the content version kept by the blog_posts triggers (migration 001). */
export function createContentVersionQuery(db: Db): () => string {
  const get = db.prepare<[], { value: string }>(`SELECT value FROM app_meta WHERE key = 'content_version'`).pluck(false);
  return () => get.get()?.value ?? "0";
}
