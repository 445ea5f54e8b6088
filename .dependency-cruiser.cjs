// The layer rules: which folder may import which, checked on the resolved path of every
// import (static, dynamic and type-only), so no spelling of a path gets round them and no
// comment switches them off. `npm run lint` and `npm test` run it (scripts/layer-check.ts);
// why each rule exists: docs/decisions/0012-lint-and-import-rules.md.
//
//   shared  <-  client  <-  server/ssr (and server/app.ts, which composes the server)
//   shared  <-  server/db  <-  the rest of server/  <-  server/api  <-  server/app.ts

/**
 * The package modules the browser may load, by the path an import resolves to (not by package
 * name): each package's browser entry points, so react-dom's client is allowed and react-dom/server
 * is not. The types condition may resolve an import to its declaration file beside the module.
 */
const BROWSER_MODULES = {
  react: "(index|jsx-runtime|jsx-dev-runtime)\\.js",
  "react-dom": "(index|client)\\.js",
  // route-pattern is its matcher, which runs on either side; only the server's handler uses it
  // (client/lib/routing/react-router-adapter.tsx pageHandler), and the client build leaves it out.
  "react-router": "dist/(production|development)/(index|dom-export|route-pattern)\\.(d\\.)?m?[jt]s",
  "@tanstack/react-query": "build/modern/index\\.(d\\.)?[jt]s",
  "@radix-ui/[^/]+": "dist/index\\.(d\\.)?m?[jt]s",
  "react-markdown": "index\\.(d\\.)?[jt]s",
  "lucide-react": "dist/.+\\.(d\\.)?m?[jt]s",
  "web-vitals": "dist/modules/index\\.(d\\.)?[jt]s",
  "simple-icons": "index\\.(d\\.)?m?[jt]s",
  zod: "(mini/)?index\\.(d\\.)?c?[jt]s",
  // The brand colours' contrast check (shared/brand-contrast.ts), with its plugins.
  colord: "(index|plugins/[a-z0-9]+)\\.(d\\.)?m?[jt]s",
  // The staff area's passkey ceremonies (client/features/admin/passkey-ceremony.ts), loaded on a staff screen only.
  "@simplewebauthn/browser": "esm/index\\.(d\\.)?[jt]s",
};
const browserPackage = `(^|/)node_modules/(${Object.entries(BROWSER_MODULES)
  .map(([name, modules]) => `${name}/${modules}`)
  .join("|")})$`;

/** The composition root of the client: the only code that imports the app shell and the route table. */
const CLIENT_ROOT = "^client/(app/|routes\\.tsx$|entry\\.client\\.tsx$|app-providers\\.tsx$)";
/** Infrastructure every UI layer may use: it imports no feature, page, root or component except the ui primitives. */
const CLIENT_INFRASTRUCTURE = "^client/(lib|api|head|browser)/|^client/(root-data|root-data-context|router-hydration)\\.tsx?$";

const rule = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

module.exports = {
  forbidden: [
    rule("no-cycles", "No import cycles, type-only imports included: a type both sides need gets its own module.", {}, { circular: true }),
    rule(
      "resolvable",
      "Every import resolves to a file: an import the check cannot follow is one it cannot judge.",
      {},
      { couldNotResolve: true },
    ),
    rule(
      "shared-imports-only-shared",
      "shared/ runs in the browser and on the server: it imports only shared/ and the browser modules of BROWSER_MODULES (no Node built-ins, no express, no react-dom/server).",
      { path: "^shared/" },
      { pathNot: ["^shared/", browserPackage] },
    ),
    rule(
      "client-imports-client-shared-and-browser-packages",
      "client/ never imports server/, node:*, a server package or a package's server module (react-dom/server): what both sides need lives in shared/; a browser module is listed in BROWSER_MODULES.",
      { path: "^client/" },
      { pathNot: ["^client/", "^shared/", browserPackage] },
    ),
    rule(
      "only-ssr-imports-client",
      "On the server only server/ssr/ and server/app.ts import client/ (the route table and what rendering needs).",
      { path: "^server/", pathNot: "^server/(ssr/|app\\.ts$)" },
      { path: "^client/" },
    ),
    rule(
      "only-the-app-imports-ssr",
      "server/ssr/ renders pages: the API, database, auth and site-file code never import it; only server/app.ts and server/index.ts put it together.",
      { path: "^server/", pathNot: "^server/(ssr/|app\\.ts$|index\\.ts$)" },
      { path: "^server/ssr/" },
    ),
    rule(
      "db-is-the-bottom-of-the-server",
      "server/db/ is read by every part of the server and imports none of it: a fact the database and another part both need moves to server/db/ or shared/.",
      { path: "^server/db/" },
      { path: "^server/", pathNot: "^server/db/" },
    ),
    rule(
      "only-the-app-imports-the-api",
      "server/api/ is the top of the server (routers, which may use delivery, db, mail and the rest); only server/app.ts mounts it. What a router and another part share lives below it.",
      { path: "^server/", pathNot: "^server/(api/|app\\.ts$|index\\.ts$)" },
      { path: "^server/api/" },
    ),
    rule(
      "ssr-uses-the-client-root",
      "server/ssr/ renders the client through its composition root (client/app/, routes.tsx), its infrastructure and components: a feature's or a page's own files are the client's business (the markup after the root is client/app/after-root.tsx).",
      { path: "^server/ssr/" },
      { path: "^client/(features/|pages/[^/]+/)" },
    ),
    rule(
      "features-stay-apart",
      "A feature never imports another feature: the page composes them, or the shared part moves to client/lib or client/components.",
      { path: "^client/features/([^/]+)/" },
      { path: "^client/features/", pathNot: "^client/features/$1/" },
    ),
    rule(
      "features-below-pages",
      "Features are composed by pages; they import no page, and not the composition root.",
      { path: "^client/features/" },
      { path: [`^client/pages/`, CLIENT_ROOT] },
    ),
    rule(
      "pages-stay-apart",
      "A page never imports another page's files or the page list (client/pages/*.ts).",
      { path: "^client/pages/([^/]+)/" },
      { path: "^client/pages/", pathNot: "^client/pages/$1/" },
    ),
    rule("pages-below-the-root", "Pages do not import the composition root.", { path: "^client/pages/" }, { path: CLIENT_ROOT }),
    rule(
      "components-are-presentational",
      "Components import no feature, page or root (a shell that composes features belongs in client/app/).",
      { path: "^client/components/" },
      { path: ["^client/(features|pages)/", CLIENT_ROOT] },
    ),
    rule(
      "ui-is-the-bottom",
      "components/ui/ is the bottom UI layer (client/lib uses it): it imports only other ui files, shared/ and browser packages.",
      { path: "^client/components/ui/" },
      { pathNot: ["^client/components/ui/", "^shared/", browserPackage] },
    ),
    rule(
      "infrastructure-below-components",
      "Infrastructure (lib, api, head, browser, root data) imports no feature, page or root, and of components/ only the ui primitives.",
      { path: CLIENT_INFRASTRUCTURE },
      { path: ["^client/(features|pages)/", CLIENT_ROOT, "^client/components/(?!ui/)"] },
    ),
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc parses TypeScript and
    // JSX and keeps type-only imports (tsPreCompilationDeps would ask for the TypeScript compiler).
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|data|test-results|playwright-report)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "browser", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
