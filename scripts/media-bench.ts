import sharp from "sharp";
import { processUpload } from "../server/media/media-process";

// npx tsx scripts/media-bench.ts: how long one large photo takes to become every variant
// of the media library (docs/decisions/0024-media-library.md), and how much memory it
// takes. A 12-megapixel photo-like JPEG (a gradient under gaussian noise, 4000 × 3000) is
// processed 5 times, one after another, as the upload queue does; the median time and
// the process's peak resident set and heap are printed. Run it on an idle machine.

const RUNS = 5;
const WIDTH = 4000;
const HEIGHT = 3000;

async function photo12mp(): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.5" stop-color="#d97706"/><stop offset="1" stop-color="#065f46"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 28 } },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const input = await photo12mp();
let peakHeap = 0;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 20);
const rssBefore = process.memoryUsage().rss;
const times: number[] = [];
let variants = 0;
let stored = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const image = await processUpload(input);
  times.push(performance.now() - started);
  variants = image.variants.length;
  stored = image.variants.reduce((sum, v) => sum + v.bytes.length, 0);
}
clearInterval(sampler);
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
// maxRSS is in kilobytes: the whole process's peak, the input and Node itself included.
const peakRss = process.resourceUsage().maxRSS * 1024;
console.log(
  [
    `media bench: ${WIDTH} × ${HEIGHT} JPEG (${mb(input.length)}) → ${variants} variants (${mb(stored)} together), ${RUNS} runs`,
    `  median ${(median / 1000).toFixed(2)} s (fastest ${(times[0]! / 1000).toFixed(2)} s, slowest ${(times[RUNS - 1]! / 1000).toFixed(2)} s)`,
    `  peak RSS ${mb(peakRss)} (${mb(rssBefore)} before processing), peak JS heap ${mb(peakHeap)}`,
  ].join("\n"),
);
