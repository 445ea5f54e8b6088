import { parentPort } from "node:worker_threads";
import type { SocialCard } from "../../shared/social-card";
import type { CardAssets } from "./card-assets";
import { renderCard } from "./render-card";

// Runs in a worker thread (card-drawing.ts): drawing a card takes a few hundred
// milliseconds of CPU, which must not hold up the requests the main thread answers.

parentPort?.on("message", async (message: { id: number; card: SocialCard; assets: CardAssets }) => {
  try {
    const png = await renderCard(message.card, message.assets);
    parentPort?.postMessage({ id: message.id, png });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
