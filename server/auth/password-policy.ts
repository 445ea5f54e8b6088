import { readFileSync } from "node:fs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/admin/password-limits";

// Admin passwords have at least 12 characters and are not common ones.
// Following NIST SP 800-63B there are no composition rules (no "one digit, one
// symbol"); instead a password is refused when it is, at heart, a known common
// password, the account's own name, or a run of one or two repeated characters.

let commonPasswords: Set<string> | null = null;

/** The shipped list (beside this module in the sources, beside the bundle in dist/server). */
function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
  const words = text
    .split(/\r?\n/)
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.trim().toLowerCase());
  return new Set(words);
}

export function isCommonPassword(candidate: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(candidate);
}

const LEET: Record<string, string> = { "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

/** Lower case, common character swaps undone, leading/trailing digits and symbols removed. */
export function passwordCore(password: string): string {
  const lower = password.normalize("NFKC").toLowerCase();
  const stripped = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return [...stripped].map((ch) => LEET[ch] ?? ch).join("");
}

/** "abcabcabcabc" → "abc": the shortest unit the text repeats, or the text itself. */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/** Why a password may not be used, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email: string; extraWords?: string[] }): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(password).size < 5) return "The password repeats too few different characters.";

  const lower = password.normalize("NFKC").toLowerCase();
  const core = passwordCore(password);
  const [localPart = "", domain = ""] = context.email.toLowerCase().split("@");
  const personal = [
    localPart,
    domain.split(".")[0] ?? "",
    ...(context.extraWords ?? []).map((w) => w.toLowerCase().replace(/\s+/g, "")),
  ].filter((w) => w.length >= 3);
  if (core.length === 0) return "A password of only digits and symbols is easy to guess. Choose a phrase of unrelated words.";
  const unit = repeatedUnit(lower);
  const candidates = [lower, core, unit, passwordCore(unit), repeatedUnit(core)];
  if (candidates.some((c) => isCommonPassword(c))) {
    return "This password is too common: it appears in lists attackers try first. Choose a longer phrase of unrelated words.";
  }
  if (candidates.some((c) => personal.includes(c))) return "The password must not be the account's own name or the agency's name.";
  return null;
}
