import { describe, expect, test } from "vitest";
import { createSocialCards } from "../../server/social-cards/card-store";
import { createLogger } from "../../server/logger";
import { defaultBrand } from "../../shared/brand";
import type { SocialCard } from "../../shared/social-card";

// A page that names a social card is sent once another instance of the database can draw that card
// (server/ssr/render.tsx waits for what `want` answers): here the shared write is held open to see
// what each page naming the card meanwhile waits for.

const card: SocialCard = {
  lang: "en",
  eyebrow: "Services",
  title: "White-label SEO",
  brand: defaultBrand.name,
  address: "agency.example/services/seo",
  colors: defaultBrand.colors,
};

/** Shared inputs whose writes land only when `land` is called. */
function heldInputs() {
  const written: string[] = [];
  let land = () => {};
  const landed = new Promise<void>((resolve) => {
    land = resolve;
  });
  return {
    written,
    land: () => land(),
    inputs: {
      remember: async (key: string) => {
        await landed;
        written.push(key);
      },
      recall: async () => null,
    },
  };
}

const settled = (promise: Promise<void> | undefined) => {
  let done = false;
  void promise?.then(() => {
    done = true;
  });
  return () => done;
};

describe("a page naming a social card", () => {
  test("waits, like every page naming the same card meanwhile, until the card's inputs are shared; later pages wait for nothing", async () => {
    const held = heldInputs();
    const cards = createSocialCards({ logger: createLogger("silent"), shared: held.inputs });
    const first = cards.want(card);
    const second = cards.want(card);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const firstDone = settled(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(firstDone()).toBe(false);
    held.land();
    await first;
    expect(held.written).toHaveLength(1);
    expect(cards.want(card)).toBeUndefined();
  });

  test("goes out even when the shared write fails", async () => {
    const cards = createSocialCards({
      logger: createLogger("silent"),
      shared: { remember: async () => Promise.reject(new Error("database down")), recall: async () => null },
    });
    await expect(cards.want(card)).resolves.toBeUndefined();
  });

  test("waits for nothing on a single instance, where nothing is shared", () => {
    const cards = createSocialCards({ logger: createLogger("silent") });
    expect(cards.want(card)).toBeUndefined();
  });
});
