import { LRUCache } from "lru-cache";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { socialCardKey, type SocialCard } from "../../shared/social-card";
import type { CardInputs } from "../db/social-card-inputs.queries";
import type { Logger } from "../logger";
import { type CardAssetSources, cardAssets } from "./card-assets";
import { createCardDrawing } from "./card-drawing";

// Every social card the site has named, drawn once (docs/decisions/0021-social-cards.md).
// A card's key is a hash of what it shows, so a stored PNG never goes stale: changed
// content names a new card. Rendered pages hand their card in (`want`); it is drawn in the
// background, one at a time, and kept in memory (bounded) and, when a folder is given, on
// disk, so a restart draws nothing again. The drawing happens in a worker thread (card-drawing.ts).
// With `shared` inputs (the database's social_card_inputs), a card one instance's page named can
// be drawn by any other instance asked for it, as happens behind a load balancer after an edit.

/** Enough for every page of the site in every region several times over (a card is about 200 KB). */
const MEMORY_BYTES = 48 * 1024 * 1024;
/** Cards waiting to be drawn; past this, a card is drawn when it is first asked for. */
const QUEUE_LIMIT = 2_000;

export interface SocialCards {
  /**
   * A page names this card: remember its inputs and draw it in the background unless it exists.
   * While its inputs are being shared with the other instances of the database, the answer settles
   * when they are (never rejecting): a page sent after it names a card any instance can draw, so a
   * crawler that fetches the card from another instance at once finds it.
   */
  want(card: SocialCard): Promise<void> | undefined;
  /** The PNG for a key: stored, or drawn now if a page named it; null for a key no page named. */
  png(key: string): Promise<Buffer | null>;
  /** Resolves when every card wanted so far has been drawn (start-up and tests). */
  idle(): Promise<void>;
  /**
   * Starts drawing in the background. Until then (the page cache's warm-up, when every page
   * renders once) wanted cards are only remembered, so the two start-up passes do not compete
   * for the CPU; a card asked for before is drawn at once.
   */
  start(): void;
}

export function createSocialCards(options: {
  dir?: string;
  logger: Logger;
  shared?: CardInputs;
  /** Where a card's logo, picture and chart come from (./card-assets.ts); without them a card shows words and the brand's mark. */
  assets?: CardAssetSources;
}): SocialCards {
  const { dir, logger, shared } = options;
  if (dir) mkdirSync(dir, { recursive: true });
  const drawing = createCardDrawing();
  const memory = new LRUCache<string, Buffer>({ maxSize: MEMORY_BYTES, sizeCalculation: (png) => png.length });
  const inputs = new Map<string, SocialCard>();
  const inFlight = new Map<string, Promise<Buffer>>();
  /** Inputs being written to `shared`, by key: every page naming the card meanwhile waits for the same write. */
  const sharing = new Map<string, Promise<void>>();
  const queue: string[] = [];
  let running: Promise<void> | null = null;
  let started = false;
  const run = () => {
    if (!started || queue.length === 0) return;
    running ??= work().finally(() => {
      running = null;
    });
  };

  const fromDisk = (key: string): Buffer | null => {
    if (!dir) return null;
    try {
      return readFileSync(join(dir, `${key}.png`));
    } catch {
      return null;
    }
  };
  const toDisk = (key: string, png: Buffer) => {
    if (!dir) return;
    try {
      // Written whole, then renamed: a reader never sees half a file.
      const temporary = join(dir, `${key}.png.${process.pid}.tmp`);
      writeFileSync(temporary, png);
      renameSync(temporary, join(dir, `${key}.png`));
    } catch (err) {
      logger.warn({ err, key }, "a social card could not be saved; it stays in memory");
    }
  };

  const stored = (key: string): Buffer | null => {
    const kept = memory.get(key);
    if (kept) return kept;
    const saved = fromDisk(key);
    if (saved) memory.set(key, saved);
    return saved;
  };

  /** Draws a card once: concurrent askers share the one drawing. */
  const draw = (key: string, card: SocialCard): Promise<Buffer> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const drawn = (options.assets ? cardAssets(card, options.assets) : Promise.resolve({}))
      .then((assets) => drawing.draw(card, assets))
      .then((png) => {
        memory.set(key, png);
        toDisk(key, png);
        return png;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, drawn);
    return drawn;
  };

  const work = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const card = inputs.get(key);
      if (!card || stored(key)) continue;
      try {
        await draw(key, card);
      } catch (err) {
        logger.error({ err, key }, "a social card could not be drawn");
      }
      // Give way to requests between two cards.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  return {
    want(card) {
      const key = socialCardKey(card);
      if (inputs.has(key)) return sharing.get(key);
      inputs.set(key, card);
      if (shared) {
        const written = shared
          .remember(key, card)
          .catch((err) => logger.warn({ err, key }, "a social card's inputs could not be shared"))
          .finally(() => sharing.delete(key));
        sharing.set(key, written);
      }
      if (!memory.has(key) && queue.length < QUEUE_LIMIT) {
        queue.push(key);
        run();
      }
      return sharing.get(key);
    },
    async png(key) {
      const kept = stored(key);
      if (kept) return kept;
      const card = inputs.get(key) ?? (shared ? await shared.recall(key) : null);
      if (!card) return null;
      inputs.set(key, card);
      return draw(key, card);
    },
    async idle() {
      while (running) await running;
    },
    start() {
      started = true;
      run();
    },
  };
}
