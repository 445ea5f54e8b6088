import Newspaper from "lucide-react/icons/newspaper";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { HeroPanel } from "../../components/hero/hero-panel";
import { usePageCopy } from "../../lib/region/use-page-copy";

const SHOWN = 3;

/** The newest articles and their topics (the list is newest first: GET /api/blog); articles are English content. */
export function BlogHeroVisual(props: { posts: readonly BlogPostSummary[] | undefined }) {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).blog;
  if (!props.posts || props.posts.length === 0) return null;
  return (
    <HeroPanel
      title={text.title}
      rows={props.posts.slice(0, SHOWN).map((post) => ({ icon: Newspaper, label: post.title, detail: post.category, lang: "en" }))}
    />
  );
}
