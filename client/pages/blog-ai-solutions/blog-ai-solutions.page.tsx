import post from "../../../data/seed/blog/ai-solutions-business-growth-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 1: AI solutions for business growth.
const page = builtInArticlePage(post, { relatedServices: ["ai-development"] });
export const Component = page.Component;
export const handle = page.handle;
