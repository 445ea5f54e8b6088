import { z } from "zod/mini";
import type { StaffRole } from "../../shared/admin/staff-roles";
import { createAdminQueries } from "../db/admin.queries";
import type { Db } from "../db/connection";
import { hashPassword, PASSWORD_HASH_PARAMS, type ScryptParams } from "./password-hash";
import { passwordProblem } from "./password-policy";

// What `npm run admin:create` does, apart from reading its input: there is no default
// account. The operator makes the first owner this way; owners invite everyone else by email
// (server/auth/staff-links.ts).

export class AccountError extends Error {}

const EmailSchema = z.email();

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export interface CreateAdminInput {
  email: string;
  password: string;
  /** Set a new password for an existing admin (and end their sessions) instead of creating one. */
  reset?: boolean;
  /** The new account's role: the operator's command makes owners. */
  role?: StaffRole;
  /** Words a password must not be (the agency's name). */
  extraWords?: string[];
  /** Tests use cheaper parameters; production always uses the default. */
  hashParams?: ScryptParams;
  now?: Date;
}

export async function createAdminAccount(db: Db, input: CreateAdminInput): Promise<{ id: number; email: string; created: boolean }> {
  const email = normaliseEmail(input.email);
  if (!EmailSchema.safeParse(email).success) throw new AccountError(`"${input.email}" is not an email address.`);
  const problem = passwordProblem(input.password, { email, extraWords: input.extraWords });
  if (problem) throw new AccountError(problem);

  const admins = createAdminQueries(db);
  const existing = await admins.getAdminByEmail(email);
  if (existing && !input.reset)
    throw new AccountError(`An admin with the email ${email} exists already (use --reset to set a new password).`);
  if (!existing && input.reset) throw new AccountError(`There is no admin with the email ${email}.`);

  const hash = await hashPassword(input.password, input.hashParams ?? PASSWORD_HASH_PARAMS);
  const now = input.now ?? new Date();
  if (existing) {
    await admins.resetPassword(existing.id, hash, now);
    return { id: existing.id, email, created: false };
  }
  return { id: await admins.insertAdmin(email, hash, now, input.role ?? "owner"), email, created: true };
}
