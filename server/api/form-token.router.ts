import { Router } from "express";
import type { FormTokenResponse } from "../../shared/schemas/spam";
import type { FormTokens } from "../security/form-token";

// GET /api/form-token: a fresh signed form token. Pages are cached whole, so the
// token rendered into a page carries the time that copy was rendered; with
// JavaScript, a form asks for a fresh one when the visitor first touches it
// (client/lib/spam-guard/form-token.ts). /api answers are never stored (app.ts).
export function createFormTokenRouter(formTokens: FormTokens): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    const body: FormTokenResponse = { token: formTokens.issue() };
    res.json(body);
  });
  return router;
}
