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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {copy.share}
    </button>
  );
}
