import type { RequestHandler, Router } from "express";
import { STAFF_ACCESS, type StaffAccess } from "../../../shared/admin/staff-roles";
import { STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import { signedInAdmin } from "../../auth/signed-in-admin";
import { HttpError } from "../../http-error";

// The one way a route joins the staff API: registered with the group of roles it allows
// (shared/admin/staff-roles.ts), whose guard is the first handler of the route. A route put on
// the router any other way has no guard there: tests/api/staff-roles.test.ts walks the router,
// fails on such a route, and calls every declared one as every role
// (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

/** The first handler of every staff route: refuses (403) a signed-in account whose role is not in the group. */
export type RoleGuard = RequestHandler & { readonly access: StaffAccess };

export function roleGuard(access: StaffAccess): RoleGuard {
  const roles: readonly string[] = STAFF_ACCESS[access];
  const guard: RequestHandler = (_req, res, next) => {
    // Signed-out routes come before the session check; every other one needs a session (401 without).
    if (access !== "signedOut" && !roles.includes(signedInAdmin(res).role)) throw new HttpError(403, STAFF_API_MESSAGES.roleRefused);
    next();
  };
  return Object.assign(guard, { access });
}

/** Whether a handler is a route's role guard, and which group it allows. */
export const accessOf = (handler: unknown): StaffAccess | null =>
  typeof handler === "function" && "access" in handler ? (handler as RoleGuard).access : null;

type Register = (path: string, access: StaffAccess, ...handlers: RequestHandler[]) => void;

export interface StaffRoutes {
  get: Register;
  post: Register;
  put: Register;
  patch: Register;
  delete: Register;
}

/** Registers routes on `router`, each behind the guard of the roles it declares. */
export function staffRoutes(router: Router): StaffRoutes {
  const on =
    (method: "get" | "post" | "put" | "patch" | "delete"): Register =>
    (path, access, ...handlers) => {
      router[method](path, roleGuard(access), ...handlers);
    };
  return { get: on("get"), post: on("post"), put: on("put"), patch: on("patch"), delete: on("delete") };
}
