import { ArticleMarkdown } from "../../components/content/article-markdown";
import { EnglishBody } from "../../components/content/english-body";

/**
 * An article's text (English, marked as such on German pages): a static part of the article
 * (./article-view.tsx), so the browser keeps the server's HTML of it and never loads the
 * Markdown renderer to hydrate.
 */
export function ArticleBody({ source }: { source: string }) {
  return (
    <EnglishBody>
      <ArticleMarkdown source={source} />
    </EnglishBody>
  );
}
