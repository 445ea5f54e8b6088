import post from "../../../data/seed/blog/industry-specific-digital-marketing-strategies-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 4: industry-specific digital marketing.
const page = builtInArticlePage(post, { relatedServices: ["seo", "google-ads"] });
export const Component = page.Component;
export const handle = page.handle;
