import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

// The README's folder map says where things are (README.md, "How it fits together"). It is held
// to the tree: a folder under client/, server/ or shared/ (and under client/lib and
// client/features, which the map lists by name) that the map does not name fails here, and so does
// a folder the map names that is gone.

const README = readFileSync("README.md", "utf8");

/** The map: the code block whose first line is server/'s. */
const map = (() => {
  const block = README.split("```").find((part) => /^\s*server\/\s{2,}/.test(part));
  if (!block) throw new Error("README.md has no folder map (a code block starting with server/)");
  return block;
})();

/** Each root's lines: its first line (the root's name, then entries) and the indented lines after it. */
function sectionOf(root: string): string {
  const lines = map.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${root} `));
  if (start === -1) throw new Error(`the folder map has no line for ${root}`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.trim() !== "" && !/^\s/.test(line));
  return [lines[start]!, ...rest.slice(0, end === -1 ? undefined : end)].join("\n");
}

/** The text inside the parentheses after `entry` ("lib/ (" ... ")"), nested ones included. */
function descriptionOf(section: string, entry: string): string {
  const open = section.indexOf(`${entry} (`);
  if (open === -1) throw new Error(`the folder map does not describe ${entry}`);
  let depth = 0;
  for (let i = open + entry.length + 1; i < section.length; i++) {
    if (section[i] === "(") depth++;
    if (section[i] === ")" && --depth === 0) return section.slice(open + entry.length + 2, i);
  }
  throw new Error(`${entry}'s description in the folder map is not closed`);
}

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the README's folder map", () => {
  test.each(["client", "server", "shared"])("names every folder of %s/, and none that is gone", (root) => {
    const section = sectionOf(`${root}/`);
    const missing = folders(root).filter((name) => !new RegExp(`(^|[\\s(·,])${literalPattern(name)}/`).test(section));
    expect(missing, `folders of ${root}/ with no entry in README.md's folder map`).toEqual([]);
    // Entries: a name and a slash at the start of a line or after "·".
    const named = [...section.replaceAll(`${root}/ `, " ").matchAll(/(?:^\s+|·\s)([a-z0-9-]+)\/(?=[\s(]|$)/gm)].map((m) => m[1]!);
    const gone = named.filter((name) => !folders(root).includes(name));
    expect(gone, `entries of ${root}/ in README.md's folder map that are not folders`).toEqual([]);
  });

  test("names every folder of client/lib and every feature", () => {
    const client = sectionOf("client/");
    const lib = descriptionOf(client, "lib/");
    expect(folders("client/lib").filter((name) => !lib.includes(`${name}/`))).toEqual([]);
    const features = descriptionOf(client, "features/<name>/");
    expect(folders("client/features").filter((name) => !new RegExp(`\\b${literalPattern(name)}\\b`).test(features))).toEqual([]);
  });
});
