import post from "../../../data/seed/blog/dedicated-team-hiring-2025.json" with { type: "json" };
import { builtInArticlePage } from "../../features/blog/built-in-article-page";

// Built-in article 3: hiring a dedicated team.
const page = builtInArticlePage(post, { relatedServices: ["dedicated-resources"] });
export const Component = page.Component;
export const handle = page.handle;
