// How wide a post's cover is drawn in each place (the `sizes` of its <picture>), from the
// layouts in post-card.tsx, blog.page.tsx (a 1-2-3 column grid in max-w-7xl) and article-view.tsx (max-w-4xl).

export const COVER_SIZES = {
  card: "(min-width: 1280px) 395px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw",
  featured: "(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw",
  article: "(min-width: 896px) 848px, calc(100vw - 2rem)",
} as const;
