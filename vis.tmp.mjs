import { parse } from "node-html-parser";
const path = process.argv[2];
const html = await (await fetch("http://127.0.0.1:3800" + path)).text();
const body = parse(html).querySelector("body");
for (const h of body.querySelectorAll("script, style, template, noscript, [lang=en]")) h.remove();
console.log(body.textContent.replace(/\s+/g, " "));
