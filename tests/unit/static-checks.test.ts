import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";

// `npm test` refuses a type error, every way round the layer rules
// (docs/decisions/0012-lint-and-import-rules.md) and every break of the fast path's rules
// (scripts/fast-path-checks.ts, docs/decisions/0034-the-fast-path-held-by-tools.md). The proof
// runs npm test's own first stage (scripts/test.ts, stopped after its static checks) on a small
// tree with this project's configuration: clean it passes, and with each probe planted it fails
// naming the probe. So the test fails if a check is taken out of npm test, or stops seeing what
// it must.

const ROOT = process.cwd();
const CONFIG_FILES = [
  "package.json",
  "tsconfig.json",
  "tsconfig.projects.json",
  "tsconfig.base.json",
  "shared/tsconfig.json",
  "shared/platform-globals.d.ts",
  "client/tsconfig.json",
  "server/tsconfig.json",
  "server/tsconfig.jsdom.json",
  "scripts/tsconfig.json",
  "scripts/tsconfig.chromium.json",
  "tests/tsconfig.json",
  "biome.json",
  ".dependency-cruiser.cjs",
  "scripts/test.ts",
  "scripts/fast-path-checks.ts",
];

/** Files of a tree that breaks no rule: the layers the probes reach into. */
const CLEAN_TREE: Record<string, string> = {
  // The files the type projects name one by one: the one module that runs a DOM in Node, and the scripts that drive Chromium.
  "server/media/svg-sanitise.ts": "export const sanitiseSvg = (text: string): string => text.trim();\n",
  "scripts/slow-phone.ts": "export const slowPhone = (): string => document.title;\n",
  "scripts/slow-phone-bench.ts": 'import { slowPhone } from "./slow-phone";\n\nexport const bench = slowPhone;\n',
  "scripts/screenshots.ts": "export const width = (): number => window.innerWidth;\n",
  "scripts/screenshot-page.ts": "export const height = (): number => document.documentElement.scrollHeight;\n",
  "shared/site-name.ts": 'export const SITE_NAME = "Agency";\n',
  "client/pages/about/about-copy.ts":
    'import { SITE_NAME } from "../../../shared/site-name";\n\nexport const aboutCopy = ["About", SITE_NAME].join(" ");\n',
  "client/features/popups/popup-rules.ts": "export const popupDelayMs = 3_000;\n",
  "client/features/blog/blog-rules.ts": "export const postsPerPage = 9;\n",
  "server/env.ts": "export const port = 3000;\n",
  "server/ssr/render.ts": 'export const renderPage = (path: string): string => ["<html>", path, "</html>"].join("");\n',
  "server/api/blog.router.ts": 'import { port } from "../env";\n\nexport const blogPort = port;\n',
  "tests/helpers/blog-port.ts": 'import { blogPort } from "../../server/api/blog.router";\n\nexport const testPort = blogPort + 1;\n',
  // The fast path: a static part, a kept section and a page whose queries stay on the server, each as the rules want them.
  "client/lib/static-parts/static-part.tsx": [
    'import type { ComponentType } from "react";',
    "",
    "export function defineStaticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {",
    "  return () => (name === load.name ? null : null);",
    "}",
    "",
  ].join("\n"),
  "client/lib/static-parts/kept-html.tsx": [
    'import type { ReactElement } from "react";',
    "",
    "export function KeptHtml({ children }: { name: string; children: ReactElement }) {",
    "  return children;",
    "}",
    "",
  ].join("\n"),
  "client/api/page-query-client.ts": "export const usePageQueryClient = (): null => null;\n",
  "client/pages/about/about-text.tsx": "export function AboutText() {\n  return <p>About us</p>;\n}\n",
  "client/pages/about/about-header.tsx": [
    "export function AboutHeader() {",
    "  return (",
    '    <header id="about-header">',
    '      <img src="/logo.svg" alt="Agency" fetchPriority="low" />',
    "    </header>",
    "  );",
    "}",
    "",
  ].join("\n"),
  "client/pages/about/about.page.tsx": [
    'import { KeptHtml } from "../../lib/static-parts/kept-html";',
    'import { defineStaticPart } from "../../lib/static-parts/static-part";',
    'import { AboutHeader } from "./about-header";',
    "",
    'const AboutText = defineStaticPart("about-text", () => import("./about-text").then((m) => m.AboutText));',
    "",
    "export function Component() {",
    "  return (",
    '    <KeptHtml name="about-header">',
    "      <div>",
    "        <AboutHeader />",
    "        <AboutText />",
    "      </div>",
    "    </KeptHtml>",
    "  );",
    "}",
    "",
  ].join("\n"),
  "client/pages/about/about.route.ts":
    'export const route = { paths: ["about"], queriesStayOnServer: true, page: () => import("./about.page") };\n',
};

/** Each file breaks one rule; the comment says which. */
const PROBES: Record<string, string> = {
  // A type error.
  "server/type-probe.ts": 'export const count: number = "three";\n',
  // Node's types in the browser's code, the DOM's in the server's, either in shared/.
  "client/lib/buffer-probe.ts": 'export const probe = Buffer.from("x");\n',
  "server/window-probe.ts": "export const probe = window.location.href;\n",
  "shared/document-probe.ts": "export const probe = document.title;\n",
  // One page importing another.
  "client/pages/contact/page-probe.ts": 'import { aboutCopy } from "../about/about-copy";\n\nexport const probe = aboutCopy;\n',
  // One feature importing another through ./../
  "client/features/blog/feature-probe.ts":
    'import { popupDelayMs } from "./../popups/popup-rules";\n\nexport const probe = popupDelayMs;\n',
  // A new folder under client/ importing server/.
  "client/new-folder/server-probe.ts": 'import { port } from "../../server/env";\n\nexport const probe = port;\n',
  // A file directly at client/ importing server/.
  "client/root-probe.ts": 'import { port } from "../server/env";\n\nexport const probe = port;\n',
  // client/ importing a Node built-in.
  "client/lib/node-probe.ts": 'import { readFileSync } from "node:fs";\n\nexport const probe = readFileSync;\n',
  // server/api importing server/ssr.
  "server/api/ssr-probe.ts": 'import { renderPage } from "../ssr/render";\n\nexport const probe = renderPage;\n',
  // client/ importing a browser package's server module.
  "client/lib/react-dom-server-probe.ts": 'import { renderToString } from "react-dom/server";\n\nexport const probe = renderToString;\n',
  // server/db/ importing a part of the server above it.
  "server/db/env-probe.ts": 'import { port } from "../env";\n\nexport const probe = port;\n',
  // Another part of the server importing a router's module.
  "server/media/api-probe.ts": 'import { blogPort } from "../api/blog.router";\n\nexport const probe = blogPort;\n',
  // The renderer importing a feature's own files.
  "server/ssr/feature-probe.ts":
    'import { popupDelayMs } from "../../client/features/popups/popup-rules";\n\nexport const probe = popupDelayMs;\n',
  // shared/ importing express.
  "shared/express-probe.ts": 'import express from "express";\n\nexport const probe = express;\n',
  // A file-wide Biome suppression for the Link ban does not silence the layer rules.
  "client/features/blog/suppressed-probe.ts":
    '// biome-ignore-all lint/style/noRestrictedImports: a probe of the layer check\nimport { Link } from "react-router";\nimport { popupDelayMs } from "../popups/popup-rules";\n\nexport const probe = [Link, popupDelayMs];\n',
  // react-router's internals outside the adapter.
  "client/lib/router-probe.ts":
    'import { UNSAFE_NavigationContext } from "react-router";\n\nexport const probe = UNSAFE_NavigationContext;\n',
  // react-router's unstable flags outside the adapter.
  "server/ssr/router-flag-probe.ts":
    'import { unstable_preloadRoutePattern } from "react-router/route-pattern";\n\nexport const probe = unstable_preloadRoutePattern;\n',
  // react-router's private fields outside the adapter: a handler context built by hand, and one read.
  "client/lib/router-fields-probe.ts":
    "export const probe = { _deepestRenderedBoundaryId: null, _match: () => null };\n\nexport const { _match } = probe;\n",
  // A static part that handles an event and holds state.
  "client/pages/about/part-probe.tsx":
    'import { defineStaticPart } from "../../lib/static-parts/static-part";\n\nexport const Probe = defineStaticPart("part-probe", () => import("./part-code-probe").then((m) => m.PartCode));\n',
  "client/pages/about/part-code-probe.tsx": [
    'import { useState } from "react";',
    "",
    "export function PartCode() {",
    "  const [count, setCount] = useState(0);",
    "  return (",
    '    <button type="button" onClick={() => setCount(count + 1)}>',
    "      {count}",
    "    </button>",
    "  );",
    "}",
    "",
  ].join("\n"),
  // A second part under a name already taken.
  "client/pages/about/duplicate-part-probe.tsx":
    'import { defineStaticPart } from "../../lib/static-parts/static-part";\n\nexport const Probe = defineStaticPart("about-text", () => import("./about-text").then((m) => m.AboutText));\n',
  // A kept section that calls useId and holds an eager image.
  "client/pages/about/kept-probe.tsx": [
    'import { KeptHtml } from "../../lib/static-parts/kept-html";',
    'import { KeptSection } from "./kept-section-probe";',
    "",
    "export function Probe() {",
    "  return (",
    '    <KeptHtml name="kept-probe">',
    "      <KeptSection />",
    "    </KeptHtml>",
    "  );",
    "}",
    "",
  ].join("\n"),
  "client/pages/about/kept-section-probe.tsx": [
    'import { useId } from "react";',
    "",
    "export function KeptSection() {",
    "  return (",
    "    <section id={useId()}>",
    '      <img src="/team.png" alt="The team" />',
    "    </section>",
    "  );",
    "}",
    "",
  ].join("\n"),
  // A page whose queries stay on the server, reading the query cache while it hydrates.
  "client/pages/services/services.route.ts":
    'export const route = { paths: ["services"], queriesStayOnServer: true, page: () => import("./services.page") };\n',
  "client/pages/services/services.page.tsx":
    'import { usePageQueryClient } from "../../api/page-query-client";\n\nexport function Component() {\n  return <p>{String(usePageQueryClient())}</p>;\n}\n',
  // An import cycle.
  "shared/cycle-probe-a.ts": 'import { b } from "./cycle-probe-b";\n\nexport const a = () => b;\n',
  "shared/cycle-probe-b.ts": 'import { a } from "./cycle-probe-a";\n\nexport const b = () => a;\n',
};

const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

function makeTree(files: Record<string, string>): string {
  const tree = mkdtempSync(join(tmpdir(), "agency-checks-"));
  trees.push(tree);
  for (const file of CONFIG_FILES) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(tree, file));
  }
  symlinkSync(realpathSync(join(ROOT, "node_modules")), join(tree, "node_modules"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    writeFileSync(join(tree, file), text);
  }
  // Biome reads .gitignore through git (biome.json "vcs").
  spawnSync("git", ["init", "-q"], { cwd: tree });
  return tree;
}

/** npm test's static checks, exactly as npm test runs them, in `tree`. */
function staticChecksOf(tree: string): { status: number | null; output: string } {
  const result = spawnSync("npx", ["tsx", "scripts/test.ts"], {
    cwd: tree,
    encoding: "utf8",
    env: { ...process.env, STATIC_CHECKS_ONLY: "1", CI: "1", NO_COLOR: "1" },
    timeout: 180_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the static checks of npm test", () => {
  test("npm test is scripts/test.ts, the script checked here", () => {
    expect(JSON.parse(readFileSync("package.json", "utf8")).scripts.test).toBe("tsx scripts/test.ts");
  });

  test("pass on a tree that breaks no rule", { timeout: 200_000 }, () => {
    const { status, output } = staticChecksOf(makeTree(CLEAN_TREE));
    expect(output).toContain("no dependency violations found");
    expect(output).toContain("no fast-path rule violations");
    expect(status, output).toBe(0);
  });

  test("fail on a type error, on every forbidden import and on every break of the fast path, naming each file", {
    timeout: 200_000,
  }, () => {
    const { status, output } = staticChecksOf(makeTree({ ...CLEAN_TREE, ...PROBES }));
    expect(status).not.toBe(0);
    expect(output).toMatch(/server\/type-probe\.ts.*TS2322/);
    expect(output).toMatch(/client\/lib\/buffer-probe\.ts.*Buffer/);
    expect(output).toMatch(/server\/window-probe\.ts.*window/);
    expect(output).toMatch(/shared\/document-probe\.ts.*document/);
    expect(output).toContain("type check failed");
    for (const probe of Object.keys(PROBES).filter((file) => file !== "server/type-probe.ts")) expect(output, probe).toContain(probe);
    expect(output).toContain("layer rules failed");
    expect(output).toContain("fast-path rules failed");
    for (const rule of [
      "react-router-internals-in-the-adapter",
      "static-part-is-inert",
      "part-names-are-unique",
      "kept-section-hydrates-as-rendered",
      "queries-stay-on-server",
    ])
      expect(output, rule).toContain(rule);
  });
});
