import { Router } from "express";
import { SOCIAL_CARD_PREFIX, socialCardKeyOfFile } from "../../shared/social-card";
import { HttpError } from "../http-error";
import type { SocialCards } from "./card-store";

/**
 * GET /social/<key>.png: a page's social card. The key is a hash of what the card shows
 * (shared/social-card.ts), so the answer never changes and may be cached for good.
 */
export function createSocialCardsRouter(cards: SocialCards): Router {
  const router = Router();
  router.get(`${SOCIAL_CARD_PREFIX}:file`, async (req, res) => {
    const key = socialCardKeyOfFile(req.params.file);
    const png = key ? await cards.png(key) : null;
    if (!png) throw new HttpError(404, "No such social card");
    res.setHeader("Content-Type", "image/png");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.end(png);
  });
  return router;
}
