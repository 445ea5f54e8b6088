import post from "../../../data/seed/blog/ad-fatigue-digital-marketing-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 5: ad fatigue, which is also the site's ad-fatigue marketing page.
const page = builtInArticlePage(post, { relatedServices: ["google-ads"] });
export const Component = page.Component;
export const handle = page.handle;
