import * as esbuild from "esbuild";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { formatJsSize, homeJs } from "./production-server";
import { CLIENT_OUT, ROOT, clientBuildOptions, compileTailwind, manifestFrom, writeManifest } from "./client-build";
import { writeRouteModules } from "./route-modules";

// npm run build: the production client (dist/client) and server (dist/server).

const started = Date.now();
rmSync(join(ROOT, "dist"), { recursive: true, force: true });
// The page folders' route modules, listed for both bundles (docs/decisions/0020-route-modules.md).
if (writeRouteModules(join(ROOT, "client", "pages"))) console.log("build: client/pages/route-modules.generated.ts updated; commit it");

const cssEntry = compileTailwind({ minify: true });
const client = await esbuild.build(clientBuildOptions({ minify: true, cssEntry }));
const manifest = manifestFrom(client.metafile!);
writeManifest(manifest);
cpSync(join(ROOT, "client", "public"), join(CLIENT_OUT, "public"), { recursive: true });

// The server, and the operator's commands for images that have no tsx
// (node dist/server/admin-create.js, backup.js, restore.js).
await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: {
    index: "server/index.ts",
    "admin-create": "scripts/admin-create.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
    // Social cards are drawn in a worker thread (server/social-cards/card-drawing.ts); audited pages are
    // read and uploads processed in processes of their own (docs/decisions/0033-bounded-work.md). Each entry's name is the one
    // server/bundle-entry.ts looks for beside the server.
    "card-worker": "server/social-cards/card-worker.ts",
    "seo-audit-report-job": "server/seo-audit/report-job.ts",
    "media-job": "server/media/media-job.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  sourcemap: "linked",
  logLevel: "warning",
});
mkdirSync(join(ROOT, "dist", "server", "migrations"), { recursive: true });
cpSync(join(ROOT, "server", "db", "migrations"), join(ROOT, "dist", "server", "migrations"), { recursive: true });
// The common-password list admin:create checks (server/auth/password-policy.ts reads it beside the bundle).
cpSync(join(ROOT, "server", "auth", "common-passwords.txt"), join(ROOT, "dist", "server", "common-passwords.txt"));
// The fonts the social cards are drawn with (server/social-cards/render-card.ts): the image keeps no development packages.
mkdirSync(join(ROOT, "dist", "server", "fonts"), { recursive: true });
for (const file of readdirSync(join(ROOT, "node_modules", "@fontsource", "inter", "files")).filter((f) =>
  /^inter-latin(-ext)?-(500|700|800)-normal\.woff$/.test(f),
))
  cpSync(join(ROOT, "node_modules", "@fontsource", "inter", "files", file), join(ROOT, "dist", "server", "fonts", file));
rmSync(join(ROOT, "dist", ".tmp"), { recursive: true, force: true });

const js = homeJs(manifest);
console.log(
  `build: ${Date.now() - started} ms; home JS before load ${formatJsSize(js.beforeLoad)}, after load ${formatJsSize(js.hydration)} to hydrate ` +
    `and ${formatJsSize(js.popups)} for the lead popups; ` +
    `css ${(readFileSync(join(CLIENT_OUT, manifest.css)).length / 1024).toFixed(1)} KB`,
);
