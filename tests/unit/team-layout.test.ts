import { describe, expect, test } from "vitest";
import { teamLayout } from "../../client/components/content/team-layout";

// The team banner places members by their order alone (client/components/content/team-layout.ts).
describe("the team banner's layout", () => {
  test("the 14 seeded members keep the banner's look: three rows, the founder large at the top centre, entrances rippling up to 630 ms", () => {
    const { rows, slots } = teamLayout(14);
    expect(rows).toBe(3);
    expect(slots[0]).toEqual({ x: 50, y: 15, scale: 1.2, delay: 0 });
    expect(slots.map((s) => s.x)).toEqual([50, 32, 68, 14, 86, 41, 59, 23, 77, 50, 32, 68, 14, 86]);
    expect(Math.max(...slots.map((s) => s.delay))).toBe(630);
  });

  test("any number of members gets a place of its own inside the banner, and more members take more rows", () => {
    for (const count of [0, 1, 4, 15, 23, 40]) {
      const { rows, slots } = teamLayout(count);
      expect(slots).toHaveLength(count);
      expect(new Set(slots.map((s) => `${s.x},${s.y}`)).size).toBe(count);
      for (const s of slots) {
        expect(s.x).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(100);
        expect(s.y).toBeGreaterThan(0);
        expect(s.y).toBeLessThan(100);
      }
      if (count > 14) expect(rows).toBeGreaterThan(3);
    }
  });
});
