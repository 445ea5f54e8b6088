import Share2 from "lucide-react/icons/share-2";
import { useBlogCopy } from "./use-blog-copy";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * 'Share Article': the device's share sheet where there is one, else
 * the article's address is copied and an alert confirms it. Where the clipboard
 * is refused too, the address is shown to copy by hand.
 */
export async function shareArticle(
  article: { title: string; text: string },
  words: { linkCopied: string; copyLink: string },
): Promise<void> {
  const url = `${window.location.origin}${window.location.pathname}`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: article.title, text: article.text, url });
      return;
    } catch (error) {
      if (isAbort(error)) return; // the reader closed the share sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(words.linkCopied);
  } catch {
    window.prompt(words.copyLink, url);
  }
}

export function ShareButton({ title, text, className = "btn btn-light" }: { title: string; text: string; className?: string }) {
  const copy = useBlogCopy();
  return (
    <button type="button" className={className} onClick={() => void shareArticle({ title, text }, copy)}>
      <Share2 size={18} />
      {copy.share}
    </button>
  );
}
