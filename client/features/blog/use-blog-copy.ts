import { blogDe } from "../../../shared/i18n/pages/blog.de";
import { type BlogCopy, blogEn } from "../../../shared/i18n/pages/blog.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The blog's UI copy in the visitor's language. */
export const useBlogCopy = (): BlogCopy => usePageCopy({ en: blogEn, de: blogDe });
