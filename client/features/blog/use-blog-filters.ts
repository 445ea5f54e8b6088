import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { filtersFromSearch, searchForFilters, type BlogFilters } from "./blog-list-rules";

/**
 * The list's filters from the address (?q=, ?category=), so a filtered list can
 * be shared and is rendered by the server. The search text is kept as typed and
 * written to the address on every change (replacing the entry, not adding one).
 */
export function useBlogFilters(): { filters: BlogFilters; setSearchText: (q: string) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = filtersFromSearch(searchParams);
  const [text, setText] = useState(fromUrl.q);
  const written = useRef(fromUrl.q);

  // The address changed by other means (back button, a category link, a shared link).
  useEffect(() => {
    if (fromUrl.q === written.current) return;
    written.current = fromUrl.q;
    setText(fromUrl.q);
  }, [fromUrl.q]);

  const setSearchText = (q: string) => {
    setText(q);
    written.current = q;
    setSearchParams(new URLSearchParams(searchForFilters({ q, category: fromUrl.category })), { replace: true, preventScrollReset: true });
  };

  return { filters: { q: text, category: fromUrl.category }, setSearchText };
}
