import * as esbuild from "esbuild";
import { spawn } from "node:child_process";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_OUT, ROOT, clientBuildOptions, compileTailwind, manifestFrom, writeManifest } from "./client-build";
import { writeRouteModules } from "./route-modules";

// npm run dev: rebuild the client on change (esbuild watch + Tailwind watch) and
// restart the server on change (tsx watch), with development React.

// The page folders' route modules (docs/decisions/0020-route-modules.md); a folder added while
// dev runs needs a restart (or `npx tsx scripts/route-modules.ts`).
writeRouteModules(join(ROOT, "client", "pages"));
const cssEntry = compileTailwind({ minify: false });
cpSync(join(ROOT, "client", "public"), join(CLIENT_OUT, "public"), { recursive: true });

const options = clientBuildOptions({ minify: false, cssEntry });
const context = await esbuild.context({
  ...options,
  plugins: [
    ...(options.plugins ?? []),
    {
      name: "manifest",
      setup(build) {
        build.onEnd((result) => {
          if (result.metafile) writeManifest(manifestFrom(result.metafile));
          console.log(`client rebuilt${result.errors.length ? ` with ${result.errors.length} errors` : ""}`);
        });
      },
    },
  ],
});
await context.watch();

const children = [
  spawn(join(ROOT, "node_modules", ".bin", "tailwindcss"), ["-i", "client/styles/app.css", "-o", "dist/.tmp/tailwind.css", "--watch"], {
    stdio: "inherit",
  }),
  spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["watch", "--clear-screen=false", "server/index.ts"], {
    stdio: "inherit",
    env: { LOG_LEVEL: "debug", ...process.env, NODE_ENV: "development" },
  }),
];

const stop = async () => {
  for (const child of children) child.kill("SIGTERM");
  await context.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
