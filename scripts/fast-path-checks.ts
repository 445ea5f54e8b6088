import { parseSync } from "@swc/core";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// The rules of the fast path that no type or layer rule can see, checked on the source
// (docs/decisions/0034-the-fast-path-held-by-tools.md). Each finding names its file and line and
// says what to do. `npm run lint` runs this after the layer rules, so npm test, CI and the
// pre-commit hook refuse a finding; tests/unit/static-checks.test.ts plants one of each and
// holds that it fails. No comment in a source file switches a rule off.
//
// - react-router-internals-in-the-adapter: only client/lib/routing/react-router-adapter.tsx (and its
//   contract test) imports react-router's UNSAFE_ or unstable_ names or touches its private fields.
// - static-part-is-inert: nothing in a static part's module graph handles an event, holds state or
//   runs an effect: the page a visitor lands on keeps the part as the server's HTML, so none of it
//   would ever run there (docs/decisions/0028-static-parts.md).
// - part-names-are-unique: every static part and kept section has a literal name of its own (its
//   HTML is kept under it, and its React ids carry it).
// - kept-section-hydrates-as-rendered: nothing in a kept section's graph calls useId or holds an
//   image React would preload (docs/decisions/0028-static-parts.md, "Kept sections").
// - queries-stay-on-server: on a page whose route module says queriesStayOnServer, nothing that
//   hydrates reads the query cache (docs/decisions/0030-the-query-cache-with-what-reads-it.md).

const ROOT = process.cwd();
const SOURCE_FOLDERS = ["client", "server", "shared", "scripts", "tests"];
const ADAPTER = "client/lib/routing/react-router-adapter.tsx";
const ADAPTER_TEST = "tests/unit/react-router-adapter.test.tsx";
/** The private fields of react-router's static handler context that the adapter builds (client/lib/routing/react-router-adapter.tsx). */
const ROUTER_PRIVATE_FIELDS = new Set(["_deepestRenderedBoundaryId", "_match"]);
/** What hydrates on every page besides the page itself: the root layout (header, footer, shell) and the lead popups' root. */
const SHELL = ["client/app/root-layout.tsx", "client/app/root-error-boundary.tsx", "client/app/popup-layer.tsx"];

const STATE_AND_EFFECT_HOOKS = new Set([
  "useState",
  "useReducer",
  "useSyncExternalStore",
  "useActionState",
  "useOptimistic",
  "useTransition",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useImperativeHandle",
  "useEffectEvent",
]);
const QUERY_READERS = new Set([
  "useQuery",
  "useSuspenseQuery",
  "useQueries",
  "useSuspenseQueries",
  "useInfiniteQuery",
  "useSuspenseInfiniteQuery",
  "useQueryClient",
  "usePageQueryClient",
  "useIsFetching",
  "usePrefetchQuery",
]);

export interface Finding {
  rule: string;
  file: string;
  line: number;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Reading modules
// ---------------------------------------------------------------------------------------------

type Node = { type?: string; span?: { start: number; end: number }; [key: string]: unknown };

interface ModuleImport {
  specifier: string;
  /** Resolved to a file of ours; null for a package. */
  file: string | null;
  names: { imported: string; local: string }[];
  namespace: string | null;
  kind: "static" | "dynamic";
  /** The defineStaticPart call whose loader this dynamic import is: the part's code, which the page does not hydrate. */
  partCall: Node | null;
  typeOnly: boolean;
  line: number;
}

interface Call {
  name: string;
  /** The object of a member call (`React.useState`), or null. */
  object: string | null;
  args: Node[];
  line: number;
  node: Node;
}

interface JsxElement {
  name: string;
  attributes: { name: string; value: Node | null }[];
  hasSpread: boolean;
  children: Node[];
  line: number;
  node: Node;
}

interface ModuleInfo {
  file: string;
  imports: ModuleImport[];
  calls: Call[];
  jsx: JsxElement[];
  memberAccesses: { object: string; property: string; line: number }[];
  /** Property names written in object literals and read from objects. */
  propertyNames: { name: string; line: number }[];
}

const parsed = new Map<string, ModuleInfo>();

function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(ROOT, dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  throw new Error(`${fromFile}: cannot resolve "${specifier}"`);
}

function walk(node: unknown, visit: (node: Node, ancestors: Node[]) => void, ancestors: Node[] = []): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, ancestors);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const n = node as Node;
  if (typeof n.type === "string") visit(n, ancestors);
  const inner = typeof n.type === "string" ? [...ancestors, n] : ancestors;
  for (const [key, value] of Object.entries(n)) if (key !== "span" && typeof value === "object") walk(value, visit, inner);
}

const nameOf = (node: unknown): string | null => {
  const n = node as Node | null;
  if (!n) return null;
  if (n.type === "Identifier") return n.value as string;
  if (n.type === "StringLiteral") return n.value as string;
  return null;
};

function jsxName(node: Node): string {
  if (node.type === "Identifier") return node.value as string;
  if (node.type === "JSXMemberExpression") return `${jsxName(node.object as Node)}.${nameOf(node.property)}`;
  if (node.type === "JSXNamespacedName") return `${nameOf(node.namespace)}:${nameOf(node.name)}`;
  return "?";
}

export function moduleInfo(file: string): ModuleInfo {
  const known = parsed.get(file);
  if (known) return known;
  const source = readFileSync(join(ROOT, file), "utf8");
  const bytes = Buffer.from(source);
  // swc's spans count bytes from 1 within the file.
  const lineAt = (span: { start: number } | undefined) =>
    span
      ? bytes
          .subarray(0, Math.max(0, span.start - 1))
          .toString()
          .split("\n").length
      : 0;
  const ast = parseSync(source, { syntax: "typescript", tsx: file.endsWith(".tsx") });
  const info: ModuleInfo = { file, imports: [], calls: [], jsx: [], memberAccesses: [], propertyNames: [] };
  walk(ast, (node, ancestors) => {
    if (node.type === "ImportDeclaration" || node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") {
      const source = node.source as Node | undefined;
      if (!source) return;
      const specifier = source.value as string;
      const specifiers = (node.specifiers as Node[] | undefined) ?? [];
      const names = specifiers.flatMap((s) => {
        if (s.type === "ImportSpecifier") {
          const local = nameOf(s.local)!;
          return s.isTypeOnly ? [] : [{ imported: nameOf(s.imported) ?? local, local }];
        }
        if (s.type === "ImportDefaultSpecifier") return [{ imported: "default", local: nameOf(s.local)! }];
        if (s.type === "ExportSpecifier") {
          const orig = nameOf(s.orig)!;
          return s.isTypeOnly ? [] : [{ imported: orig, local: nameOf(s.exported) ?? orig }];
        }
        return [];
      });
      const namespace = specifiers.find((s) => s.type === "ImportNamespaceSpecifier" || s.type === "ExportNamespaceSpecifier");
      const typeOnly =
        Boolean(node.typeOnly) || (specifiers.length > 0 && names.length === 0 && !namespace && !specifiers.some((s) => !s.isTypeOnly));
      info.imports.push({
        specifier,
        file: resolveImport(file, specifier),
        names,
        namespace: namespace ? nameOf(namespace.local ?? namespace.name) : null,
        kind: "static",
        partCall: null,
        typeOnly,
        line: lineAt(node.span),
      });
    } else if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const args = ((node.arguments as { expression: Node }[]) ?? []).map((a) => a.expression);
      if (callee.type === "Import") {
        const specifier = nameOf(args[0]);
        if (specifier === null) return;
        const partCall = ancestors.findLast((a) => a.type === "CallExpression" && nameOf(a.callee) === "defineStaticPart") ?? null;
        info.imports.push({
          specifier,
          file: resolveImport(file, specifier),
          names: [],
          namespace: null,
          kind: "dynamic",
          partCall,
          typeOnly: false,
          line: lineAt(node.span),
        });
        return;
      }
      const name = callee.type === "MemberExpression" ? nameOf(callee.property) : nameOf(callee);
      const object = callee.type === "MemberExpression" ? nameOf(callee.object) : null;
      if (name) info.calls.push({ name, object, args, line: lineAt(node.span), node });
    } else if (node.type === "JSXElement") {
      const opening = node.opening as Node;
      const attrs = (opening.attributes as Node[]) ?? [];
      info.jsx.push({
        name: jsxName(opening.name as Node),
        attributes: attrs.flatMap((a) =>
          a.type === "JSXAttribute" ? [{ name: jsxName(a.name as Node), value: (a.value as Node | null) ?? null }] : [],
        ),
        hasSpread: attrs.some((a) => a.type !== "JSXAttribute"),
        children: (node.children as Node[]) ?? [],
        line: lineAt(node.span),
        node,
      });
    } else if (node.type === "MemberExpression") {
      const object = nameOf(node.object);
      const property = nameOf(node.property);
      if (object && property) info.memberAccesses.push({ object, property, line: lineAt(node.span) });
      if (property) info.propertyNames.push({ name: property, line: lineAt(node.span) });
    } else if (node.type === "KeyValueProperty" || node.type === "KeyValuePatternProperty" || node.type === "AssignmentPatternProperty") {
      // Written in an object literal, or read by destructuring.
      const name = nameOf(node.key);
      if (name) info.propertyNames.push({ name, line: lineAt(node.span ?? (node.key as Node).span) });
    }
  });
  parsed.set(file, info);
  return info;
}

/** The modules of ours `roots` reach through imports that run code (static and dynamic; not type-only), and whether to follow each. */
function graphOf(roots: readonly string[], follow: (imp: ModuleImport) => boolean = () => true): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    // Data (JSON), styles and fonts hold no code.
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const imp of moduleInfo(file).imports) if (imp.file && !imp.typeOnly && follow(imp) && !seen.has(imp.file)) queue.push(imp.file);
  }
  return [...seen];
}

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split("/").includes("node_modules") && !file.startsWith("tests/fixtures/"));
}

const literal = (node: Node | null | undefined): string | null => {
  if (!node) return null;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "JSXExpressionContainer") return literal(node.expression as Node);
  return null;
};

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

interface Part {
  kind: "static part" | "kept section";
  name: string | null;
  file: string;
  line: number;
  /** The modules whose code draws it. */
  modules: string[];
}

function findParts(clientFiles: string[]): Part[] {
  const parts: Part[] = [];
  for (const file of clientFiles) {
    const info = moduleInfo(file);
    for (const call of info.calls.filter((c) => c.name === "defineStaticPart" && c.object === null)) {
      // The part's code: the module its loader imports.
      const modules = info.imports.flatMap((imp) => (imp.partCall === call.node && imp.file ? [imp.file] : []));
      parts.push({ kind: "static part", name: literal(call.args[0]), file, line: call.line, modules });
    }
    for (const element of info.jsx.filter((e) => e.name === "KeptHtml")) {
      const name = literal(element.attributes.find((a) => a.name === "name")?.value);
      const drawn = new Set<string>();
      walk(element.children, (node) => {
        if (node.type !== "JSXOpeningElement") return;
        const component = jsxName(node.name as Node).split(".")[0]!;
        if (!/^[A-Z]/.test(component)) return;
        const imported = info.imports.find((imp) => imp.names.some((n) => n.local === component) || imp.namespace === component);
        // A component made in this file (a loaded chunk, a local function): the file's own graph.
        if (!imported) drawn.add(file);
        else if (imported.file) drawn.add(imported.file);
      });
      parts.push({ kind: "kept section", name, file, line: element.line, modules: [...drawn] });
    }
  }
  return parts;
}

function partNamesAreUnique(parts: Part[]): Finding[] {
  const findings: Finding[] = [];
  const first = new Map<string, Part>();
  for (const part of parts) {
    if (part.name === null) {
      findings.push({
        rule: "part-names-are-unique",
        file: part.file,
        line: part.line,
        message: `a ${part.kind}'s name must be a string literal, unique on the site: its HTML is kept under that name and its React ids carry it.`,
      });
      continue;
    }
    const earlier = first.get(part.name);
    if (!earlier) first.set(part.name, part);
    else if (!(earlier.kind === "kept section" && part.kind === "kept section" && earlier.file === part.file)) {
      findings.push({
        rule: "part-names-are-unique",
        file: part.file,
        line: part.line,
        message: `"${part.name}" already names a ${earlier.kind} (${earlier.file}:${earlier.line}): give this ${part.kind} a name of its own, or one would be served the other's kept HTML.`,
      });
    }
  }
  return findings;
}

function staticPartsAreInert(parts: Part[]): Finding[] {
  const findings: Finding[] = [];
  for (const part of parts.filter((p) => p.kind === "static part")) {
    for (const file of graphOf(part.modules)) {
      const info = moduleInfo(file);
      const where = `static part "${part.name}" (${part.file}:${part.line})`;
      for (const element of info.jsx) {
        for (const attr of element.attributes.filter((a) => /^on[A-Z]/.test(a.name))) {
          findings.push({
            rule: "static-part-is-inert",
            file,
            line: element.line,
            message: `${attr.name} on <${element.name}> in ${where}: the page a visitor lands on keeps a part as the server's HTML, so the handler never runs there. Move the control into a hydrated component outside the part.`,
          });
        }
      }
      for (const call of info.calls.filter((c) => STATE_AND_EFFECT_HOOKS.has(c.name))) {
        findings.push({
          rule: "static-part-is-inert",
          file,
          line: call.line,
          message: `${call.name} in ${where}: a part is not hydrated on the page a visitor lands on, so its state never changes and its effects never run there. Keep the stateful piece out of the part (a hydrated component beside it).`,
        });
      }
    }
  }
  return findings;
}

const attrValue = (element: JsxElement, name: string) => literal(element.attributes.find((a) => a.name === name)?.value);

function keptSectionsHydrateAsRendered(parts: Part[]): Finding[] {
  const findings: Finding[] = [];
  for (const part of parts.filter((p) => p.kind === "kept section")) {
    const where = `kept section "${part.name}" (${part.file}:${part.line})`;
    for (const file of graphOf(part.modules)) {
      const info = moduleInfo(file);
      for (const call of info.calls.filter((c) => c.name === "useId")) {
        findings.push({
          rule: "kept-section-hydrates-as-rendered",
          file,
          line: call.line,
          message: `useId in ${where}: rendered apart, its ids carry the section's prefix and hydrating fails. Give the element a fixed id (there is one such section on a page).`,
        });
      }
      for (const element of info.jsx.filter((e) => e.name === "img")) {
        if (attrValue(element, "loading") === "lazy" || attrValue(element, "fetchPriority") === "low") continue;
        findings.push({
          rule: "kept-section-hydrates-as-rendered",
          file,
          line: element.line,
          message: `an eager <img> in ${where}: React preloads it into the head, which a section rendered apart writes at its own start, and hydrating meets an element the browser's render lacks. Say loading="lazy" or fetchPriority="low" (as a literal).`,
        });
      }
    }
  }
  return findings;
}

/** Each page folder's route module: whether it says queriesStayOnServer, and its page module. */
function pagesKeepingQueries(): { route: string; page: string }[] {
  return sourceFiles("client/pages")
    .filter((file) => /^client\/pages\/([^/]+)\/\1\.route\.ts$/.test(file))
    .flatMap((route) => {
      const info = moduleInfo(route);
      const says = readFileSync(join(ROOT, route), "utf8").match(/queriesStayOnServer:\s*true/);
      const page = info.imports.find((imp) => imp.kind === "dynamic" && imp.file?.endsWith(".page.tsx"))?.file;
      return says && page ? [{ route, page }] : [];
    });
}

function queriesStayOnServer(): Finding[] {
  const findings: Finding[] = [];
  const shell = SHELL.filter((file) => existsSync(join(ROOT, file)));
  for (const { route, page } of pagesKeepingQueries()) {
    // What hydrates: the page and the shell, and what they load while on the page; not a static
    // part's own code, nor another page (the route modules name every page's chunk).
    const hydrates = (imp: ModuleImport) => imp.partCall === null && !(imp.kind === "dynamic" && imp.file?.endsWith(".page.tsx"));
    for (const file of graphOf([page, ...shell], hydrates)) {
      for (const call of moduleInfo(file).calls.filter((c) => QUERY_READERS.has(c.name))) {
        findings.push({
          rule: "queries-stay-on-server",
          file,
          line: call.line,
          message: `${call.name} reads the query cache in a component that hydrates on ${page}, whose route module (${route}) says queriesStayOnServer: its data block carries no queries, so the browser would fetch them while hydrating. Move the read into a static part, or drop queriesStayOnServer.`,
        });
      }
    }
  }
  return findings;
}

/** react-router's names outside its stable API: its contexts (UNSAFE_) and what may change in any minor (unstable_). */
const isRouterInternal = (name: string) => name.startsWith("UNSAFE_") || name.startsWith("unstable_");

function routerInternalsInTheAdapter(files: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files.filter((f) => f !== ADAPTER && f !== ADAPTER_TEST)) {
    const info = moduleInfo(file);
    for (const imp of info.imports.filter((i) => /^react-router(\/|$)/.test(i.specifier))) {
      const internals = imp.names.filter((n) => isRouterInternal(n.imported)).map((n) => n.imported);
      const viaNamespace = imp.namespace
        ? info.memberAccesses.filter((m) => m.object === imp.namespace && isRouterInternal(m.property)).map((m) => m.property)
        : [];
      for (const name of [...internals, ...viaNamespace]) {
        findings.push({
          rule: "react-router-internals-in-the-adapter",
          file,
          line: imp.line,
          message: `${name} is react-router's internal: only ${ADAPTER} imports internals, pinned by ${ADAPTER_TEST}. Add what you need there, with its contract test.`,
        });
      }
    }
    for (const property of info.propertyNames.filter((p) => ROUTER_PRIVATE_FIELDS.has(p.name))) {
      findings.push({
        rule: "react-router-internals-in-the-adapter",
        file,
        line: property.line,
        message: `${property.name} is a private field of react-router's static handler context: only ${ADAPTER} builds or reads it, pinned by ${ADAPTER_TEST}.`,
      });
    }
  }
  return findings;
}

export function fastPathFindings(): Finding[] {
  const all = SOURCE_FOLDERS.flatMap(sourceFiles);
  const clientFiles = all.filter((file) => file.startsWith("client/"));
  const parts = findParts(clientFiles);
  return [
    ...routerInternalsInTheAdapter(all),
    ...partNamesAreUnique(parts),
    ...staticPartsAreInert(parts),
    ...keptSectionsHydrateAsRendered(parts),
    ...queriesStayOnServer(),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = fastPathFindings();
  for (const f of findings) console.error(`  ${f.rule}: ${f.file}:${f.line}\n    ${f.message}\n`);
  if (findings.length > 0) {
    console.error(
      `✘ ${findings.length} fast-path rule violations (scripts/fast-path-checks.ts; docs/decisions/0034-the-fast-path-held-by-tools.md)`,
    );
    process.exit(1);
  }
  console.log("✔ no fast-path rule violations");
}
