import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { Router } from "express";
import { departments, TEAM_PORTRAIT_PX, type Department } from "../../shared/content/team";

// The team banner's illustrated portraits, drawn by the server as SVG the first time their
// address is asked for and kept, so the browser runs no avatar code and a member staff add gets
// a portrait without a build (docs/decisions/0025-content-in-the-database.md). DiceBear's
// Notionists artwork is CC0; each portrait is seeded by the member's `portrait` seed, so the same
// seed gets the same face every time, and its address (shared/content/team.ts teamPortraitSrc)
// is cached for good. The
// options below keep the faces suited to a business page: friendly or neutral mouths, no
// sunglasses, no hand gestures or shirt badges.

const TINTS: Record<Department, string> = {
  leadership: "e0e7ff",
  development: "e0f2fe",
  marketing: "d1fae5",
  design: "fce7f3",
  operations: "fef3c7",
};

export function teamPortraitSvg(portrait: { seed: string; department: Department }): string {
  return createAvatar(notionists, {
    seed: portrait.seed,
    size: TEAM_PORTRAIT_PX,
    backgroundColor: [TINTS[portrait.department]],
    lips: ["variant03", "variant04", "variant14", "variant20", "variant22", "variant23", "variant25", "variant30"],
    brows: ["variant01", "variant04", "variant05", "variant07", "variant08", "variant09", "variant10", "variant12"],
    glasses: ["variant03", "variant08", "variant11"],
    glassesProbability: 25,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
}

/** Seeds as the document schema allows them (shared/schemas/content-documents.ts `portrait`). */
const SEED = /^[a-z0-9-]{1,60}$/;
/** Portraits drawn so far; each is a few kilobytes, and there are as many as members ever shown. */
const MAX_KEPT = 500;

/** GET /images/team/<department>-<seed>.svg: the portrait, immutable. */
export function createTeamPortraitsRouter(): Router {
  const drawn = new Map<string, string>();
  const router = Router();
  router.get("/images/team/:file", (req, res, next) => {
    const name = req.params.file.endsWith(".svg") ? req.params.file.slice(0, -4) : "";
    const department = departments.find((d) => name.startsWith(`${d}-`));
    const seed = department ? name.slice(department.length + 1) : "";
    if (!department || !SEED.test(seed)) return next();
    const key = `${department}/${seed}`;
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = teamPortraitSvg({ seed, department });
      if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, svg);
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("image/svg+xml").send(svg);
  });
  return router;
}
