import post from "../../../data/seed/blog/ad-fatigue-digital-marketing-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 5: ad fatigue, also the spec's ad-fatigue marketing page (spec §2, §3).
const page = builtInArticlePage(post, { relatedServices: ["google-ads"] });
export const Component = page.Component;
export const handle = page.handle;
