#!/usr/bin/env node
// Extract i18n keys from source and sync flat JSON locale catalogs.
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, extname, basename } from "node:path";

const args = process.argv.slice(2);
const flag = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const [srcDir = "src", localeDir = "locales"] = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.match(/^--(source|fn)$/));
const source = flag("--source", "en");
const fn = flag("--fn", "t");
const check = args.includes("--check");
const prune = args.includes("--prune");

const EXT = new Set([".js", ".jsx", ".ts", ".tsx", ".vue"]);
const walk = (d) => readdirSync(d).flatMap((n) => {
  const p = join(d, n);
  if (n === "node_modules" || n.startsWith(".")) return [];
  return statSync(p).isDirectory() ? walk(p) : EXT.has(extname(p)) ? [p] : [];
});
const call = new RegExp(String.raw`(?:\b|\$)(?:i18n\.)?\$?${fn}\(\s*(['"\`])((?:\\.|(?!\1).)*)\1(?:\s*,\s*\{[^}]*defaultValue:\s*(['"])((?:\\.|(?!\3).)*)\3)?`, "g");
const trans = /<Trans[^>]*\si18nKey=["']([^"']+)["']/g;
const dynamic = new RegExp(String.raw`\b${fn}\(\s*(?:\`[^\`]*\$\{|[a-zA-Z_])`, "g");

const flatten = (o, pre = "") => Object.entries(o).reduce((acc, [k, v]) =>
  (typeof v === "object" && v !== null ? Object.assign(acc, flatten(v, pre + k + "."))
    : ((acc[pre + k] = v), acc)), {});

if (!existsSync(srcDir)) { console.error(`error: ${srcDir} not found`); process.exit(2); }
const found = new Map();
for (const file of walk(srcDir)) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(call)) if (!m[2].includes("${")) found.set(m[2], m[4] ?? found.get(m[2]) ?? m[2]);
  for (const m of text.matchAll(trans)) found.set(m[1], found.get(m[1]) ?? m[1]);
  for (const m of text.matchAll(dynamic)) {
    const line = text.slice(0, m.index).split("\n").length;
    console.log(`dynamic key at ${file}:${line}`);
  }
}

const files = existsSync(localeDir) ? readdirSync(localeDir).filter((f) => f.endsWith(".json")) : [];
if (!files.includes(`${source}.json`)) files.push(`${source}.json`);
let missingAny = false;
for (const f of files.sort()) {
  const path = join(localeDir, f);
  const loc = basename(f, ".json");
  const cat = existsSync(path) ? flatten(JSON.parse(readFileSync(path, "utf8"))) : {};
  const added = [...found.keys()].filter((k) => !(k in cat));
  const unused = Object.keys(cat).filter((k) => !found.has(k));
  for (const k of added) cat[k] = loc === source ? found.get(k) : "";
  if (prune) for (const k of unused) delete cat[k];
  const missing = Object.keys(cat).filter((k) => found.has(k) && cat[k] === "");
  if (missing.length) missingAny = true;
  const list = missing.slice(0, 3).join(", ") + (missing.length > 3 ? ", ..." : "");
  console.log(`${loc}: +${added.length} new, ${missing.length} missing${missing.length ? ` (${list})` : ""}, ${unused.length} unused${prune ? " (pruned)" : ""}`);
  if (!check) {
    const sorted = Object.fromEntries(Object.keys(cat).sort().map((k) => [k, cat[k]]));
    writeFileSync(path, JSON.stringify(sorted, null, 2) + "\n");
  }
}
process.exit(check && missingAny ? 1 : 0);
