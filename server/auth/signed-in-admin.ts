import type { Response } from "express";
import type { StaffRole } from "../../shared/admin/staff-roles";
import { STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";
import type { SignInMethod } from "../../shared/schemas/admin-session";
import { HttpError } from "../http-error";

// The account a staff request was made by, as ./admin-auth.ts's `authenticate` left it on the response.

export interface SignedInAdmin {
  id: number;
  email: string;
  role: StaffRole;
  /** How this session was opened. */
  method: SignInMethod;
  csrfToken: string;
  tokenHash: string;
  expiresAt: number;
}

/** The signed-in account, or 401 (a route that forgot the session check answers as if signed out). */
export function signedInAdmin(res: Response): SignedInAdmin {
  const admin = res.locals.admin as SignedInAdmin | undefined;
  if (!admin) throw new HttpError(401, STAFF_API_MESSAGES.signIn);
  return admin;
}
