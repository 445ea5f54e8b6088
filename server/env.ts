import { z } from "zod";
import { defaultBrand, type Brand } from "../shared/brand";
import { canonicalAddress, targetKey } from "./seo-audit/address-policy";
import { DEFAULT_DEVELOPMENT_HOSTS, matchesHostPattern } from "../shared/development-hosts";
import { deliveryConfig, DeliveryEnvSchema, type DeliveryConfig } from "./delivery/delivery-env";
import { regionContactsFrom, RegionContactsEnvSchema } from "./region-contacts-env";
import { isPostgresUrl } from "./db/connection";
import { mechanismsOff, type Mechanism } from "../shared/fast-path-switches";
import { DEFAULT_RETENTION, type RetentionPeriods } from "../shared/retention";

// Configuration from the environment, parsed once at start-up. A bad value stops
// the process with a message naming the variable.

const intFrom = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be an integer from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/** "80,443" → [80, 443]: the ports the SEO audit may connect to on public addresses. */
const portList = (name: string, fallback: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const ports = (v?.trim() || fallback).split(",").map((p) => Number(p.trim()));
      if (ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a comma-separated list of ports, got "${v}"` });
        return z.NEVER;
      }
      return ports;
    });

/** "127.0.0.1:4100,[::1]:4100" → canonical address:port pairs (tests' fixture servers). */
const targetList = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const targets: string[] = [];
      for (const item of (v ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)) {
        const colon = item.lastIndexOf(":");
        const address = canonicalAddress(item.slice(0, colon).replace(/^\[|\]$/g, ""));
        const port = Number(item.slice(colon + 1));
        if (colon < 0 || !address || !Number.isInteger(port) || port < 1 || port > 65535) {
          ctx.addIssue({ code: "custom", message: `${name} must list address:port pairs such as 127.0.0.1:4100, got "${item}"` });
          return z.NEVER;
        }
        targets.push(targetKey(address.address, port));
      }
      return targets;
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: intFrom("PORT", 3000, 0, 65535),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_PATH: z.string().min(1).default("data/app.db"),
  // Set: the whole product runs on that PostgreSQL database instead of the SQLite file
  // (docs/decisions/0018-postgresql-and-kysely.md). Empty counts as unset.
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isPostgresUrl(v), {
      error: "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/agency",
    }),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) URL such as https://www.example.com" })
    .default("http://localhost:3000")
    .transform((u) => u.replace(/\/+$/, "")),
  // Trust no proxy unless told: otherwise any client could choose its own address with
  // X-Forwarded-For and pass the per-IP limits (README, Deploying).
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v) => (v === "true" ? true : v === "false" || v === "" ? false : /^\d+$/.test(v) ? Number(v) : v)),
  // Slow clients: all headers within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS.
  HEADERS_TIMEOUT_MS: intFrom("HEADERS_TIMEOUT_MS", 15_000, 500, 600_000),
  REQUEST_TIMEOUT_MS: intFrom("REQUEST_TIMEOUT_MS", 30_000, 500, 600_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CONTACTS_RATE_LIMIT: intFrom("CONTACTS_RATE_LIMIT", 20, 0, 100_000),
  // Signs form tokens (server/security/app-secret.ts); unset: one is made once and kept in the database.
  APP_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { error: "APP_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)" })
    .transform((v) => v || null),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  // Mechanisms of the fast path switched off, to measure what each buys (shared/fast-path-switches.ts).
  FAST_PATH_OFF: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        mechanismsOff(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .transform((value) => mechanismsOff(value)),
  WARM_UP: z.enum(["on", "off"]).default("on"),
  SEO_AUDIT_RATE_LIMIT: intFrom("SEO_AUDIT_RATE_LIMIT", 10, 0, 100_000),
  // Web Vitals reports per client per 10 minutes (server/api/web-vitals.router.ts): one per page view.
  VITALS_RATE_LIMIT: intFrom("VITALS_RATE_LIMIT", 120, 0, 100_000),
  // Reports one client adds to one page template's figures per day (docs/decisions/0027-real-user-vitals.md).
  VITALS_DAILY_LIMIT: intFrom("VITALS_DAILY_LIMIT", 3, 0, 100_000),
  SEO_AUDIT_PORTS: portList("SEO_AUDIT_PORTS", "80,443"),
  SEO_AUDIT_ALLOW_TARGETS: targetList("SEO_AUDIT_ALLOW_TARGETS"),
  // 10 s at most (docs/product-rules.md#seo-audit); shorter only to keep tests quick.
  SEO_AUDIT_TIMEOUT_MS: intFrom("SEO_AUDIT_TIMEOUT_MS", 10_000, 100, 10_000),
  BRAND_NAME: z.string().min(1).optional(),
  BRAND_LEGAL_NAME: z.string().min(1).optional(),
  BRAND_DOMAIN: z.string().min(1).optional(),
  BRAND_EMAIL: z.email({ error: "BRAND_EMAIL must be an email address" }).optional(),
  BRAND_PHONE: z.string().min(5).optional(),
  BRAND_BOOKING_URL: z.url({ error: "BRAND_BOOKING_URL must be an absolute URL" }).optional(),
  BRAND_SCHEDULING_ORIGIN: z.url({ error: "BRAND_SCHEDULING_ORIGIN must be an origin such as https://calendly.com" }).optional(),
  // Google tag ID; unset (or empty) means the tag is never requested (consent still works).
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^$|^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/, { error: "GA_MEASUREMENT_ID must be a Google tag ID such as G-ABC123XYZ9" })
    .optional()
    .transform((v) => v || null),
  // Comma-separated host names (".example.dev" = every subdomain) that get the popups' development behaviour.
  DEVELOPMENT_HOSTS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const hosts = v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const bad = hosts.find((h) => !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h));
      if (bad === undefined) return hosts;
      ctx.addIssue({ code: "custom", message: `DEVELOPMENT_HOSTS must be host names separated by commas, got "${bad}"` });
      return z.NEVER;
    }),
  // How long personal data is kept: the privacy policy states these and the retention job performs them (shared/retention.ts).
  RETENTION_ENQUIRY_MONTHS: intFrom("RETENTION_ENQUIRY_MONTHS", DEFAULT_RETENTION.enquiryMonths, 1, 120),
  RETENTION_CLIENT_YEARS: intFrom("RETENTION_CLIENT_YEARS", DEFAULT_RETENTION.clientYears, 1, 30),
  RETENTION_UNCONFIRMED_DAYS: intFrom("RETENTION_UNCONFIRMED_DAYS", DEFAULT_RETENTION.unconfirmedSignUpDays, 1, 365),
  // Lead delivery: email, webhook, newsletter links (server/delivery/delivery-env.ts).
  ...DeliveryEnvSchema,
  // Each region's phone, email, booking page, hours and time zone (server/region-contacts-env.ts).
  ...RegionContactsEnvSchema,
});

export type Env = {
  nodeEnv: "production" | "development" | "test";
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL: PostgreSQL when set, else the SQLite file at databasePath. */
  databaseUrl: string | null;
  siteUrl: string;
  trustProxy: boolean | number | string;
  /** Time a client has to send all request headers, in ms. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, in ms; at least headersTimeoutMs. */
  requestTimeoutMs: number;
  logLevel: string;
  contactsRateLimit: number;
  /** Web Vitals reports per client per 10 minutes; 0 turns the limit off. */
  vitalsRateLimit: number;
  vitalsDailyLimit: number;
  /** APP_SECRET, or null: then the secret stored in the database is used. */
  appSecret: string | null;
  pageCache: boolean;
  /** The fast path's mechanisms switched off (FAST_PATH_OFF): none in production. */
  fastPathOff: ReadonlySet<Mechanism>;
  /** Whether the process renders every sitemap page and draws every missing social card after start-up (server/index.ts). */
  warmUp: boolean;
  brand: Brand;
  seoAudit: {
    /** Audits per client IP per 10 minutes; 0 turns the limit off. */
    rateLimit: number;
    ports: number[];
    /** address:port pairs reachable although not public: test fixture servers only. */
    allowTargets: string[];
    timeoutMs: number;
  };
  /** Google tag ID, or null: then the tag is never requested. */
  gaMeasurementId: string | null;
  /** Host patterns where the popups behave as in development (docs/product-rules.md#development-hosts); never the production host. */
  developmentHosts: string[];
  /** Where leads go after they are stored: email, webhook (docs/decisions/0013-lead-delivery.md). */
  delivery: DeliveryConfig;
  /** How long personal data is kept: the privacy policy says so and the retention job does it. */
  retention: RetentionPeriods;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new EnvError(`Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  const brandDomain = e.BRAND_DOMAIN ?? defaultBrand.domain;
  // Development hosts are never the production domain. In production the site's own
  // host is production too, even when it is localhost (a local production run, the browser tests).
  const productionHosts = [brandDomain, `www.${brandDomain}`, ...(e.NODE_ENV === "production" ? [new URL(e.SITE_URL).hostname] : [])];
  const clash = e.DEVELOPMENT_HOSTS.find((pattern) => productionHosts.some((host) => matchesHostPattern(host, pattern)));
  if (clash) throw new EnvError(`Invalid configuration:\n  DEVELOPMENT_HOSTS: "${clash}" matches the production host`);
  const developmentHosts = [...new Set([...DEFAULT_DEVELOPMENT_HOSTS, ...e.DEVELOPMENT_HOSTS])].filter(
    (pattern) => !productionHosts.some((host) => matchesHostPattern(host, pattern)),
  );
  const brand: Brand = {
    ...defaultBrand,
    name: e.BRAND_NAME ?? defaultBrand.name,
    legalName: e.BRAND_LEGAL_NAME ?? e.BRAND_NAME ?? defaultBrand.legalName,
    domain: brandDomain,
    email: e.BRAND_EMAIL ?? defaultBrand.email,
    phone: e.BRAND_PHONE ?? defaultBrand.phone,
    bookingUrl: e.BRAND_BOOKING_URL ?? defaultBrand.bookingUrl,
    schedulingOrigin: e.BRAND_SCHEDULING_ORIGIN ? new URL(e.BRAND_SCHEDULING_ORIGIN).origin : defaultBrand.schedulingOrigin,
    regionContacts: regionContactsFrom(e),
  };
  const delivery = deliveryConfig(e, brand, e.DATABASE_PATH);
  if (typeof delivery === "string") throw new EnvError(`Invalid configuration:\n  ${delivery}`);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL ?? null,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    contactsRateLimit: e.CONTACTS_RATE_LIMIT,
    vitalsRateLimit: e.VITALS_RATE_LIMIT,
    vitalsDailyLimit: e.VITALS_DAILY_LIMIT,
    appSecret: e.APP_SECRET,
    pageCache: e.PAGE_CACHE === "on",
    fastPathOff: e.FAST_PATH_OFF,
    warmUp: e.WARM_UP === "on",
    seoAudit: {
      rateLimit: e.SEO_AUDIT_RATE_LIMIT,
      ports: e.SEO_AUDIT_PORTS,
      allowTargets: e.SEO_AUDIT_ALLOW_TARGETS,
      timeoutMs: e.SEO_AUDIT_TIMEOUT_MS,
    },
    brand,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    developmentHosts,
    delivery,
    retention: {
      enquiryMonths: e.RETENTION_ENQUIRY_MONTHS,
      clientYears: e.RETENTION_CLIENT_YEARS,
      unconfirmedSignUpDays: e.RETENTION_UNCONFIRMED_DAYS,
    },
  };
}

/** What openDatabase (server/db/connection.ts) opens: the PostgreSQL URL, else the SQLite file. */
export const databaseLocation = (env: Pick<Env, "databaseUrl" | "databasePath">): string => env.databaseUrl ?? env.databasePath;

/** The database as logs may name it: never the password of a URL. */
export function databaseLabel(env: Pick<Env, "databaseUrl" | "databasePath">): string {
  if (!env.databaseUrl) return env.databasePath;
  try {
    const url = new URL(env.databaseUrl);
    return `postgres://${url.host}${url.pathname}`;
  } catch {
    return "postgres";
  }
}
