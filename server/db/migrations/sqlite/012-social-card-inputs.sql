-- What each social card shows, by its key (docs/decisions/0021-social-cards.md): a page names a
-- card while it renders, and any instance asked for that card can draw it from this row, also
-- one that never rendered the page. The drawn PNGs stay in each instance's memory and disk cache.
CREATE TABLE social_card_inputs (
  card_key   TEXT PRIMARY KEY,
  card       TEXT NOT NULL,   -- JSON: shared/social-card.ts SocialCard
  created_at TEXT NOT NULL
);
