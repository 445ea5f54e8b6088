import Markdown from "react-markdown";

/**
 * Article content (docs/product-rules.md#blog: paragraphs, bold, italic, headings; plus lists and
 * links). react-markdown builds React elements, never HTML strings, and
 * `skipHtml` drops raw HTML in the source, so nothing an editor types can run.
 */
export function ArticleMarkdown({ source }: { source: string }) {
  return (
    <div className="prose-article">
      <Markdown skipHtml>{source}</Markdown>
    </div>
  );
}
