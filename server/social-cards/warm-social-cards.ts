import type { SocialCard } from "../../shared/social-card";
import type { SocialCards } from "./card-store";

export interface SocialCardWarmUp {
  /** Pages looked at (every sitemap address). */
  pages: number;
  /** Of those, pages that name a card (every indexable one). */
  cards: number;
  ms: number;
}

/**
 * Draws the social card of every sitemap address after start-up, in the background
 * (docs/decisions/0021-social-cards.md): each page's card is worked out from its loaders
 * and meta, without rendering it, and drawn unless the disk already holds it. From then on,
 * cards that rendered pages name are drawn in the background too (card-store.ts `start`).
 * Visitors' requests are served in between; a stopped server aborts it through `signal`.
 */
export async function warmSocialCards(options: {
  paths: readonly string[];
  cardOf: (path: string) => Promise<SocialCard | undefined>;
  cards: SocialCards;
  signal?: AbortSignal;
}): Promise<SocialCardWarmUp> {
  const started = performance.now();
  options.cards.start();
  let pages = 0;
  let cards = 0;
  for (const path of options.paths) {
    if (options.signal?.aborted) break;
    pages++;
    const card = await options.cardOf(path).catch(() => undefined);
    if (!card) continue;
    cards++;
    options.cards.want(card);
    // One card at a time: the page waits for its card before the next page is looked at.
    await options.cards.idle();
  }
  return { pages, cards, ms: Math.round(performance.now() - started) };
}
