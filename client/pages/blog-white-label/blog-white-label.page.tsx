import post from "../../../data/seed/blog/white-label-seo-ppc-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 2: white-label SEO and PPC.
const page = builtInArticlePage(post, { relatedServices: ["seo", "google-ads"] });
export const Component = page.Component;
export const handle = page.handle;
