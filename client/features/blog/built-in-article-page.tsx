import type { ServiceSlug } from "../../../shared/content/services";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import type { PageHandle } from "../../head/page-meta";
import { articleMeta } from "./article-meta";
import { ArticleView } from "./article-view";
import { RelatedServices } from "./related-services";

/**
 * What a built-in article's page module exports (each of the five has
 * its own lazily loaded page). The post is the seed file the module imports, so
 * the page needs no request and no loader: its text arrives with its chunk.
 */
export function builtInArticlePage(post: BlogPost, options: { relatedServices: readonly ServiceSlug[] }) {
  function Component() {
    return (
      <ArticleView post={post}>
        <RelatedServices slugs={options.relatedServices} />
      </ArticleView>
    );
  }
  const handle: PageHandle = { meta: (args) => articleMeta(post, args) };
  return { Component, handle };
}
