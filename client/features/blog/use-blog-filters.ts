import { useEffect, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { filtersFromSearch, searchForFilters, type BlogFilters } from "./blog-list-rules";

/**
 * The list's filters from the address (?q=, ?category=), so a filtered list can
 * be shared and is rendered by the server. The search text is kept as typed and
 * written to the address on every change, replacing the history entry.
 */
export function useBlogFilters(): { filters: BlogFilters; setSearchText: (q: string) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = filtersFromSearch(searchParams);
  const [text, setText] = useState(fromUrl.q);

  // Take the text from the address when something else changed it (back/forward,
  // a link). Our own writes (REPLACE) are skipped: they can land after the next
  // keystroke, and must not undo it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address change; fromUrl belongs to that address.
  useEffect(() => {
    if (navigationType !== "REPLACE") setText(fromUrl.q);
  }, [key]);

  const setSearchText = (q: string) => {
    setText(q);
    setSearchParams(new URLSearchParams(searchForFilters({ q, category: fromUrl.category })), { replace: true, preventScrollReset: true });
  };

  return { filters: { q: text, category: fromUrl.category }, setSearchText };
}
