import type { LandingPageDocument } from "../schemas/landing-page";

// What staff do to a running test from the campaign report (docs/decisions/0039-landing-pages.md):
// stop a variant (nobody new sees it; its figures stay), run it again, or promote it to the
// page's only version. Each is applied to what visitors see and to the draft alike
// (server/db/content-admin.queries.ts changeLive), so the next publish does not undo it.

export const variantActions = ["stop", "resume", "promote"] as const;
export type VariantAction = (typeof variantActions)[number];

/** Why an action cannot be applied: no such variant, or it would leave no variant running. */
export type VariantActionRefusal = "unknownVariant" | "lastVariant";

export type VariantActionResult = { ok: true; document: LandingPageDocument } | { ok: false; reason: VariantActionRefusal };

export function applyVariantAction(doc: LandingPageDocument, key: string, action: VariantAction): VariantActionResult {
  const variant = doc.variants.find((v) => v.key === key);
  if (!variant) return { ok: false, reason: "unknownVariant" };
  if (action === "promote") return { ok: true, document: { ...doc, variants: [{ ...variant, weight: 100, stopped: false }] } };
  if (action === "stop" && !variant.stopped && doc.variants.every((v) => v === variant || v.stopped))
    return { ok: false, reason: "lastVariant" };
  const stopped = action === "stop";
  return { ok: true, document: { ...doc, variants: doc.variants.map((v) => (v === variant ? { ...v, stopped } : v)) } };
}
