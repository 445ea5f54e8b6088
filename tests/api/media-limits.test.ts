import { describe, expect, test } from "vitest";
import { MEDIA_MESSAGES } from "../../shared/i18n/media-messages";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import type { JobLimits } from "../../server/bounded-jobs/job-pool";
import { createAdminTestApp, signIn } from "../helpers/admin";
import { healthWhile } from "../helpers/health-while";
import { blurredSvg, storedMediaCounts, uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";

// Processing an upload is bounded (server/media/media-jobs.ts, docs/decisions/0033-bounded-work.md):
// it runs in a process of its own, one upload at a time, killed past its time or memory limit
// with a 422 naming it, and the next upload then runs; the server answers everyone meanwhile.

async function mediaApp(media?: Partial<JobLimits>) {
  const testApp = await createAdminTestApp({ jobLimits: { media } });
  return { ...testApp, session: await signIn(testApp.app) };
}

describe("processing an upload", { timeout: 120_000 }, () => {
  test("the probe's SVG, a 6000 px square blurred by 500, is stored with its colour in seconds", async () => {
    const { app, session } = await mediaApp();
    const svg = blurredSvg(6000, 500);
    expect(svg.length).toBeLessThan(300);
    const started = performance.now();
    const res = await uploadRequest(app, session, { bytes: svg, name: "blur.svg" });
    expect(res.status).toBe(201);
    const { asset } = res.body as MediaUploadResult;
    expect([asset.width, asset.height]).toEqual([6000, 6000]);
    // Drawn small for its colour: the red of the rectangle, blurred into the transparent page around it.
    expect(asset.image.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    // Drawn at its own size, it ran for more than 28 minutes. Generous for a busy machine.
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  test("an SVG whose drawing never ends is stopped at the time limit with a 422 naming it; the upload behind it is processed", async () => {
    const { app, db, session } = await mediaApp({ timeLimitMs: 3_000 });
    // 3,000 blurs in a row: minutes of librsvg, however small the drawing.
    const endless = uploadRequest(app, session, { bytes: blurredSvg(256, 100, 3_000), name: "endless.svg" }).then();
    const behind = uploadRequest(app, session, { bytes: await photo(400, 300).jpeg().toBuffer(), name: "next.jpg" }).then();
    const health = await healthWhile(app, endless);
    const stopped = await endless;
    expect(stopped.status).toBe(422);
    expect(stopped.body).toEqual({ message: MEDIA_MESSAGES.processingTooSlow, fieldErrors: { file: [MEDIA_MESSAGES.processingTooSlow] } });
    expect(stopped.body.message).toContain("60 seconds");
    // The server answered all the while: librsvg ran in the job's process. The bound is generous because the
    // test's client shares this event loop on a busy two-core machine; a server on its own answers in
    // milliseconds (tests/api/server-shutdown.test.ts asks the built server during the same drawing).
    expect(health.answers).toBeGreaterThan(3);
    expect(health.slowestMs).toBeLessThan(5_000);
    expect((await behind).status).toBe(201);
    expect(await storedMediaCounts(db)).toEqual({ assets: 1, variants: 6 });
  });

  test("an upload that needs more memory than the limit is stopped with a 422 naming it", async () => {
    // Node and libvips alone take more than 64 MB: the process passes the limit as soon as it works.
    const { app, db, session } = await mediaApp({ memoryLimitMb: 64 });
    const res = await uploadRequest(app, session, { bytes: await photo(3000, 2000).jpeg().toBuffer(), name: "big.jpg" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MEDIA_MESSAGES.processingTooLarge);
    expect(await storedMediaCounts(db)).toEqual({ assets: 0, variants: 0 });
  });

  test("an SVG that declares more than 40 megapixels is refused as too large, not answered with a 500", async () => {
    const { app, db, session } = await mediaApp();
    const res = await uploadRequest(app, session, { bytes: blurredSvg(10_000, 1), name: "vast.svg" });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MEDIA_MESSAGES.tooManyPixels);
    expect(await storedMediaCounts(db)).toEqual({ assets: 0, variants: 0 });
  });

  test("an SVG nested more than 256 deep, or with more than 100,000 elements, is refused before it is parsed into a document", async () => {
    const { app, session } = await mediaApp();
    const deep = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${"<g>".repeat(300)}${"</g>".repeat(300)}</svg>`,
    );
    const tooDeep = await uploadRequest(app, session, { bytes: deep, name: "deep.svg" });
    expect(tooDeep.status).toBe(413);
    expect(tooDeep.body.message).toBe(MEDIA_MESSAGES.svgTooDeep);
    const crowded = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${"<g/>".repeat(100_001)}</svg>`);
    const tooMany = await uploadRequest(app, session, { bytes: crowded, name: "crowded.svg" });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe("The SVG has more than 100,000 elements");
  });
});
