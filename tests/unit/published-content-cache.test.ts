import { describe, expect, test } from "vitest";
import type { ContentQueries, StoredEntry } from "../../server/db/content.queries";
import { atContentVersion } from "../../server/db/content-version";
import { withPublishedContentCache } from "../../server/db/published-content-cache";

// What the store of published documents promises the renderer (server/db/published-content-cache.ts):
// one read per kind while the content version stays, a new read once it moves, never the rows of
// an older read under a newer version, no failure kept, and documents no request can change. A page's
// render reads the version once and its lists use that one (server/ssr/render.tsx, atContentVersion).

type Member = StoredEntry<"team-member">;
const member = (id: number, role: string): Member => ({
  id,
  kind: "team-member",
  document: { name: null, role: { en: role, de: role }, department: "marketing", photo: null, portrait: `m-${id}` },
});

function fakeQueries(answer: () => Promise<Member[]>) {
  const reads: string[] = [];
  const queries = {
    listPublished: async (kind: string) => {
      reads.push(kind);
      return kind === "team-member" ? answer() : [];
    },
  } as unknown as ContentQueries;
  return { queries, reads };
}

describe("published documents kept per content version", () => {
  test("each kind is read once while the version stays, and read again once it moves", async () => {
    let version = "1";
    let role = "Designer";
    const { queries, reads } = fakeQueries(async () => [member(1, role)]);
    const cached = withPublishedContentCache(queries, () => version);

    expect((await cached.listPublished("team-member"))[0]!.document.role.en).toBe("Designer");
    await cached.listPublished("team-member");
    await cached.listPublished("partner");
    expect(reads).toEqual(["team-member", "partner"]);

    role = "Copywriter";
    version = "2";
    expect((await cached.listPublished("team-member"))[0]!.document.role.en).toBe("Copywriter");
    expect(reads).toEqual(["team-member", "partner", "team-member"]);
  });

  test("requests that arrive while a read is running share it", async () => {
    const { queries, reads } = fakeQueries(async () => [member(1, "Designer")]);
    const cached = withPublishedContentCache(queries, () => "1");
    const [a, b] = await Promise.all([cached.listPublished("team-member"), cached.listPublished("team-member")]);
    expect(a).toBe(b);
    expect(reads).toEqual(["team-member"]);
  });

  test("rows read while the version moves are kept under the version read before them, so the next request reads again", async () => {
    let version = "1";
    let role = "Designer";
    const { queries, reads } = fakeQueries(async () => {
      // A staff edit lands while the rows are being read: the rows may already be the new ones.
      const rows = [member(1, role)];
      role = "Copywriter";
      version = "2";
      return rows;
    });
    const cached = withPublishedContentCache(queries, () => version);
    await cached.listPublished("team-member");
    expect((await cached.listPublished("team-member"))[0]!.document.role.en).toBe("Copywriter");
    expect(reads).toEqual(["team-member", "team-member"]);
  });

  test("the version may come from a promise (PostgreSQL reads it over the network)", async () => {
    const { queries, reads } = fakeQueries(async () => [member(1, "Designer")]);
    const cached = withPublishedContentCache(queries, async () => "7");
    await cached.listPublished("team-member");
    await cached.listPublished("team-member");
    expect(reads).toEqual(["team-member"]);
  });

  test("a failed read is not kept: the next request asks the database again", async () => {
    let fail = true;
    const { queries, reads } = fakeQueries(async () => {
      if (fail) throw new Error("database unavailable");
      return [member(1, "Designer")];
    });
    const cached = withPublishedContentCache(queries, () => "1");
    await expect(cached.listPublished("team-member")).rejects.toThrow("database unavailable");
    fail = false;
    expect(await cached.listPublished("team-member")).toHaveLength(1);
    expect(reads).toEqual(["team-member", "team-member"]);
  });

  test("the documents handed out cannot be changed by one request for the next", async () => {
    const { queries } = fakeQueries(async () => [member(1, "Designer")]);
    const cached = withPublishedContentCache(queries, () => "1");
    const [first] = await cached.listPublished("team-member");
    expect(() => {
      (first!.document.role as { en: string }).en = "Changed";
    }).toThrow(TypeError);
    expect(() => (first as { id: number }).id++).toThrow(TypeError);
    expect((await cached.listPublished("team-member"))[0]!.document.role.en).toBe("Designer");
  });

  test("the lists a render reads are filed under the version it read, without reading the version again", async () => {
    let versionReads = 0;
    const { queries, reads } = fakeQueries(async () => [member(1, "Designer")]);
    const cached = withPublishedContentCache(queries, () => {
      versionReads++;
      return "1";
    });
    await atContentVersion("1", async () => {
      await cached.listPublished("team-member");
      await Promise.all([cached.listPublished("partner"), cached.listPublished("testimonial")]);
    });
    expect(versionReads).toBe(0);
    expect(reads).toEqual(["team-member", "partner", "testimonial"]);
    // A later read outside a render, at the same version, finds them kept.
    await cached.listPublished("team-member");
    expect(versionReads).toBe(1);
    expect(reads).toEqual(["team-member", "partner", "testimonial"]);
  });

  test("a change published after one render shows in the next render, which read the newer version", async () => {
    let role = "Designer";
    const { queries, reads } = fakeQueries(async () => [member(1, role)]);
    const cached = withPublishedContentCache(queries, () => "1");
    const render = (version: string) => atContentVersion(version, () => cached.listPublished("team-member"));
    expect((await render("1"))[0]!.document.role.en).toBe("Designer");
    role = "Copywriter";
    expect((await render("2"))[0]!.document.role.en).toBe("Copywriter");
    expect((await render("2"))[0]!.document.role.en).toBe("Copywriter");
    expect(reads).toEqual(["team-member", "team-member"]);
  });
});
