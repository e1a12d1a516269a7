#!/usr/bin/env node
// Static WCAG checks for HTML files. Usage: node a11y_audit.mjs <dir|file> [--json out.json]
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, extname } from "node:path";
import * as cheerio from "cheerio";

const args = process.argv.slice(2);
const target = args[0];
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
if (!target) { console.error("usage: a11y_audit.mjs <dir|file> [--json out.json]"); process.exit(2); }

function walk(p) {
  const st = statSync(p);
  if (st.isFile()) return extname(p) === ".html" ? [p] : [];
  return readdirSync(p).filter((n) => n !== "node_modules").flatMap((n) => walk(join(p, n)));
}

const lineOf = (html, el) => {
  const idx = el.startIndex ?? 0;
  return html.slice(0, idx).split("\n").length;
};
const snippet = ($, el) => $.html(el).split(">")[0].slice(0, 80) + ">";
const hidden = ($, el) => $(el).closest("[aria-hidden=true],[hidden]").length > 0;
const accName = ($, el) =>
  ($(el).attr("aria-label") || $(el).attr("aria-labelledby") || $(el).attr("title") ||
   $(el).text().trim() || $(el).find("img[alt]").attr("alt") || "").trim();

function audit(file) {
  const html = readFileSync(file, "utf8");
  const $ = cheerio.load(html, { sourceCodeLocationInfo: true, withStartIndices: true });
  const out = [];
  const add = (level, rule, el, msg) =>
    out.push({ file, level, rule, line: el ? lineOf(html, el) : 1, detail: msg ?? snippet($, el) });

  if (!$("html").attr("lang")) add("error", "html-lang", null, "<html> has no lang attribute");
  if (!$("title").text().trim()) add("error", "page-title", null, "missing or empty <title>");
  $("img").each((_, el) => { if ($(el).attr("alt") === undefined && !hidden($, el)) add("error", "img-alt", el); });
  $("input, select, textarea").each((_, el) => {
    const type = ($(el).attr("type") || "").toLowerCase();
    if (["hidden", "submit", "button", "reset", "image"].includes(type) || hidden($, el)) return;
    const id = $(el).attr("id");
    const labelled = (id && $(`label[for="${id}"]`).length) || $(el).closest("label").length ||
      $(el).attr("aria-label") || $(el).attr("aria-labelledby");
    if (!labelled) add("error", "label", el);
  });
  $("a[href]").each((_, el) => { if (!hidden($, el) && !accName($, el)) add("error", "link-name", el); });
  $("button, [role=button]").each((_, el) => { if (!hidden($, el) && !accName($, el)) add("error", "button-name", el); });
  let prev = 0;
  $("h1, h2, h3, h4, h5, h6").each((_, el) => {
    const lvl = Number(el.tagName[1]);
    if (prev && lvl > prev + 1) add("warning", "heading-order", el, `h${prev} followed by h${lvl}`);
    prev = lvl;
  });
  const seen = new Map();
  $("[id]").each((_, el) => {
    const id = $(el).attr("id");
    if (seen.has(id)) add("error", "duplicate-id", el, `id="${id}" also on line ${seen.get(id)}`);
    else seen.set(id, lineOf(html, el));
  });
  $("[tabindex]").each((_, el) => { if (Number($(el).attr("tabindex")) > 0) add("warning", "tabindex", el); });
  return out;
}

const files = walk(target);
const findings = files.flatMap(audit);
const byFile = Object.groupBy ? Object.groupBy(findings, (f) => f.file) :
  findings.reduce((m, f) => ((m[f.file] ??= []).push(f), m), {});
for (const [file, list] of Object.entries(byFile)) {
  console.log(file);
  for (const f of list) console.log(`  ${f.level.padEnd(7)} ${f.rule.padEnd(14)} line ${f.line}  ${f.detail}`);
}
const errors = findings.filter((f) => f.level === "error").length;
console.log(`${findings.length} findings (${errors} errors, ${findings.length - errors} warnings) ` +
  `in ${Object.keys(byFile).length} of ${files.length} files`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(findings, null, 2));
process.exit(errors ? 1 : 0);
