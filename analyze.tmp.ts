import * as esbuild from "esbuild";
import { readFileSync } from "node:fs";
import { clientBuildOptions, compileTailwind, manifestFrom } from "./scripts/client-build";
const cssEntry = compileTailwind({ minify: true });
const r = await esbuild.build({ ...clientBuildOptions({ minify: true, cssEntry }), outdir: "dist/.an/assets", write: false });
const m = JSON.parse(readFileSync("dist/client/manifest.json", "utf8"));
const first = new Set([m.entry, ...m.entryImports, ...m.pages.home].map((u: string) => u.replace("/assets/", "")));
for (const [out, meta] of Object.entries(r.metafile!.outputs)) {
  if (!out.endsWith(".js")) continue;
  const name = out.split("/").pop()!;
  const top = Object.entries(meta.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 12)
    .map(([k, v]) => `${k.replace(/.*node_modules\//, "nm/")}:${v.bytesInOutput}`);
  console.log(first.has(name) ? "FIRST" : "lazy ", name, meta.bytes, meta.entryPoint ?? "", "\n     ", top.join("\n      "));
}
