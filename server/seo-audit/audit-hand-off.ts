import { normalizeAuditUrl } from "../../shared/seo-audit-url";
import type { SeoAuditOutcome } from "../../shared/seo-audit-report";
import { SEO_AUDIT_MESSAGES } from "../../shared/seo-audit-messages";
import type { Logger } from "../logger";
import type { SeoAuditor } from "./auditor";

// The no-JavaScript audit page answers at once (docs/decisions/0034-the-fast-path-held-by-tools.md,
// "Bytes early"): an audit takes up to SEO_AUDIT_TIMEOUT_MS, and the page's first byte used to
// wait for it, a blank tab for up to ten seconds. Now the page's loader starts the audit here and
// renders a progress page that reloads itself (<meta http-equiv="refresh">, no script) until the
// outcome is here; the reload that finds it renders the report. The outcome is kept a little while
// so a reload shows it again. Audits run in this process: behind a load balancer a reload that
// reaches another instance starts the address's audit there too.

/** How long a finished audit's outcome is kept for the reload that shows it (and a reload after that). */
const KEEP_MS = 2 * 60_000;
/** Addresses kept at once, running or finished; past it the oldest finished is forgotten first. */
const MAX_ENTRIES = 200;

interface Entry {
  outcome: SeoAuditOutcome | null;
  finishedAt: number;
}

export interface AuditHandOff {
  /** The address's outcome if its audit has finished; else null, after starting it if none runs. */
  nowOrLater(input: string): Promise<SeoAuditOutcome | null>;
  /** Whether an audit of this address is running or was just shown: a reload of the progress page, which the limit does not count again. */
  isUnderWay(input: string): boolean;
}

/** The address an audit is kept under: its normalised form, so "example.com" and "https://example.com/" are one. */
const keyOf = (input: string): string => {
  const normalized = normalizeAuditUrl(input);
  return "url" in normalized ? normalized.url : input.trim();
};

/** One turn of the event loop: an outcome the auditor gives at once (a bad address, every slot busy) is shown at once. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createAuditHandOff(options: { auditor: SeoAuditor; logger?: Logger; now?: () => number }): AuditHandOff {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const forgetOld = () => {
    for (const [key, entry] of entries) if (entry.outcome && now() - entry.finishedAt > KEEP_MS) entries.delete(key);
    for (const [key, entry] of entries) {
      if (entries.size < MAX_ENTRIES) break;
      if (entry.outcome) entries.delete(key);
    }
  };

  /** The entry's outcome, for a page about to show it. A passing failure (every slot busy, an error) is shown once: the next request tries again. */
  const shown = (key: string, entry: Entry): SeoAuditOutcome | null => {
    if (entry.outcome && !entry.outcome.ok && entry.outcome.status >= 500) entries.delete(key);
    return entry.outcome;
  };

  return {
    async nowOrLater(input) {
      forgetOld();
      const key = keyOf(input);
      const known = entries.get(key);
      if (known) return shown(key, known);
      const entry: Entry = { outcome: null, finishedAt: 0 };
      entries.set(key, entry);
      const finished = options.auditor.audit(input).then(
        (outcome) => {
          entry.outcome = outcome;
          entry.finishedAt = now();
        },
        (error: unknown) => {
          options.logger?.error({ err: error }, "seo audit failed");
          entry.outcome = { ok: false, status: 500, message: SEO_AUDIT_MESSAGES.failed };
          entry.finishedAt = now();
        },
      );
      await Promise.race([finished, nextTurn()]);
      return shown(key, entry);
    },
    isUnderWay(input) {
      const entry = entries.get(keyOf(input));
      return entry !== undefined && (entry.outcome === null || now() - entry.finishedAt <= KEEP_MS);
    },
  };
}
