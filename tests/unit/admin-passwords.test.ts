import { describe, expect, test } from "vitest";
import { AccountError, createAdminAccount } from "../../server/auth/admin-accounts";
import { createLimiter } from "../../server/auth/hash-limiter";
import { hashPassword, parsePasswordHash, verifyPassword } from "../../server/auth/password-hash";
import { isCommonPassword, passwordProblem } from "../../server/auth/password-policy";
import { migrate } from "../../server/db/migrate";
import { TEST_HASH_PARAMS } from "../helpers/admin";
import { column, freshDatabase, run, value } from "../helpers/test-db";

const freshDb = async () => {
  const db = await freshDatabase();
  await migrate(db);
  return db;
};

describe("password hashes", () => {
  test("a new admin's hash reads back as scrypt with N = 2^17, r = 8, p = 1, a 16-byte salt and a 32-byte key", async () => {
    const db = await freshDb();
    await createAdminAccount(db, { email: "staff@agency.example", password: "orbit-lantern-tidal-9041" });
    const stored = (await value(db, "SELECT password_hash FROM admins")) as string;
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    const parsed = parsePasswordHash(stored)!;
    expect({ N: parsed.N, r: parsed.r, p: parsed.p }).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(parsed.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.key).toHaveLength(32);
    expect(stored).not.toContain("orbit-lantern");
    expect(await verifyPassword("orbit-lantern-tidal-9041", stored)).toBe(true);
    expect(await verifyPassword("orbit-lantern-tidal-9042", stored)).toBe(false);
  });

  test("the same password hashes differently each time (random salt)", async () => {
    const [a, b] = await Promise.all([hashPassword("same password", TEST_HASH_PARAMS), hashPassword("same password", TEST_HASH_PARAMS)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  test("a malformed or absurdly expensive stored hash never verifies", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(parsePasswordHash("$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBeNull();
  });

  test("composed and decomposed forms of the same characters are one password (NFKC)", async () => {
    const stored = await hashPassword("Cr\u00e8me-br\u00fbl\u00e9e-42x", TEST_HASH_PARAMS);
    expect(await verifyPassword("Cre\u0300me-bru\u0302le\u0301e-42x", stored)).toBe(true);
  });
});

describe("password policy", () => {
  const context = { email: "dana@brightside.example", extraWords: ["Northbeam Studio"] };

  test.each([
    ["short1!", "at least 12 characters"],
    ["password1234", "too common"],
    ["Password2025!", "too common"],
    ["P@ssw0rd-2025", "too common"],
    ["qwertyuiop123", "too common"],
    ["!!iloveyou!!2024", "too common"],
    ["monkeymonkeymonkey", "too common"],
    ["aaaaaaaaaaaaaaa", "too few different characters"],
    ["482910573920", "only digits and symbols"],
    ["dana2024dana2024", "own name"],
    ["Northbeamstudio1!", "own name"],
  ])("refuses %j (%s)", (password, reason) => {
    expect(passwordProblem(password, context)).toContain(reason);
  });

  test.each(["orbit-lantern-tidal-9041", "correct horse battery staple", "Kx9#mP2$vL7@qR"])("accepts %j", (password) => {
    expect(passwordProblem(password, context)).toBeNull();
  });

  test("the shipped list holds the usual suspects", () => {
    for (const word of ["123456", "password", "qwerty", "letmein", "iloveyou", "trustno1"]) expect(isCommonPassword(word)).toBe(true);
    expect(isCommonPassword("orbit-lantern-tidal")).toBe(false);
  });

  test("admin:create refuses a weak password and a second account with the same email", async () => {
    const db = await freshDb();
    await expect(
      createAdminAccount(db, { email: "a@agency.example", password: "letmein12345", hashParams: TEST_HASH_PARAMS }),
    ).rejects.toThrow(AccountError);
    await expect(
      createAdminAccount(db, { email: "not an email", password: "orbit-lantern-tidal-9041", hashParams: TEST_HASH_PARAMS }),
    ).rejects.toThrow("is not an email address");
    await createAdminAccount(db, { email: "a@agency.example", password: "orbit-lantern-tidal-9041", hashParams: TEST_HASH_PARAMS });
    await expect(
      createAdminAccount(db, { email: "A@agency.example", password: "orbit-lantern-tidal-9041", hashParams: TEST_HASH_PARAMS }),
    ).rejects.toThrow("exists already");
    expect(await column(db, "SELECT email FROM admins")).toEqual(["a@agency.example"]);
  });

  test("--reset sets a new password and ends the admin's sessions", async () => {
    const db = await freshDb();
    const { id } = await createAdminAccount(db, {
      email: "a@agency.example",
      password: "orbit-lantern-tidal-9041",
      hashParams: TEST_HASH_PARAMS,
    });
    await run(db, "INSERT INTO admin_sessions (token_hash, admin_id, csrf_token, created_at, last_seen_at) VALUES ('h', ?, 'c', 0, 0)", id);
    await createAdminAccount(db, {
      email: "a@agency.example",
      password: "velvet-compass-ember-7713",
      reset: true,
      hashParams: TEST_HASH_PARAMS,
    });
    const stored = (await value(db, "SELECT password_hash FROM admins")) as string;
    expect(await verifyPassword("velvet-compass-ember-7713", stored)).toBe(true);
    expect(await value(db, "SELECT COUNT(*) FROM admin_sessions")).toBe(0);
  });
});

describe("the hash limiter", () => {
  test("runs at most two hashes at once and queues the rest", async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueue: 10 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
    };
    const all = Promise.all(Array.from({ length: 8 }, () => limiter.run(task)));
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(6);
    await all;
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  test("answers 503 once the queue is full, and a failed task frees its place", async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueue: 1 });
    let release!: () => void;
    const blocker = limiter.run(() => new Promise<void>((r) => (release = r)));
    const queued = limiter.run(async () => "queued");
    await expect(limiter.run(async () => "too many")).rejects.toMatchObject({ status: 503 });
    release();
    await blocker;
    expect(await queued).toBe("queued");
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limiter.run(async () => "free again")).toBe("free again");
  });
});
