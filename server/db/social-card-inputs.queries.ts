import type { SocialCard } from "../../shared/social-card";
import type { Db } from "./connection";

// The inputs of every social card a page named, shared by all instances
// (server/social-cards/card-store.ts; docs/decisions/0021-social-cards.md).

export interface CardInputs {
  /** Keeps a card's inputs under its key; a key already kept is left as it is. */
  remember(key: string, card: SocialCard): Promise<void>;
  /** A card's inputs, if some instance's page named it. */
  recall(key: string): Promise<SocialCard | null>;
}

export function createCardInputs(db: Db, now: () => Date = () => new Date()): CardInputs {
  return {
    async remember(key, card) {
      await db.kysely
        .insertInto("social_card_inputs")
        .values({ card_key: key, card: JSON.stringify(card), created_at: now().toISOString() })
        .onConflict((oc) => oc.column("card_key").doNothing())
        .execute();
    },
    async recall(key) {
      const row = await db.kysely.selectFrom("social_card_inputs").select("card").where("card_key", "=", key).executeTakeFirst();
      return row ? (JSON.parse(row.card) as SocialCard) : null;
    },
  };
}
