// A static part the browser did not hydrate (./static-part.tsx) is the server's HTML: its
// links have no react-router handler. One listener on the document follows them as the
// router's own links would: an in-site address, clicked plainly, becomes a client navigation.
// A click React's handlers already took (a live part's Link) is left alone.

type Navigate = (to: string) => void;

function inSiteTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("[data-static-part] a[href]") : null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within the page is the browser's to make.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Follows plain clicks on in-site links inside static parts with `navigate` (the router's). */
export function followStaticPartLinks(navigate: Navigate): () => void {
  const onClick = (event: MouseEvent) => {
    const to = inSiteTarget(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
