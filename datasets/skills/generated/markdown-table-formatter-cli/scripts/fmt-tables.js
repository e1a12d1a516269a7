#!/usr/bin/env node
// Align Markdown tables in place. Usage: fmt-tables.js [--check] FILE...
const fs = require("fs");

const args = process.argv.slice(2);
const check = args.includes("--check");
const files = args.filter((a) => a !== "--check");
if (!files.length) { console.error("usage: fmt-tables.js [--check] FILE..."); process.exit(2); }

const splitRow = (line) => line.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "")
  .split(/(?<!\\)\|/).map((c) => c.trim());
const isSep = (cells) => cells.every((c) => /^:?-{1,}:?$/.test(c));

function formatTable(rows) {
  const cells = rows.map(splitRow);
  const n = Math.max(...cells.map((r) => r.length));
  cells.forEach((r) => { while (r.length < n) r.push(""); });
  const align = cells[1].map((c) => (c.startsWith(":") && c.endsWith(":") ? "c" : c.endsWith(":") ? "r" : c.startsWith(":") ? "l" : ""));
  const width = [...Array(n).keys()].map((i) => Math.max(3, ...cells.filter((_, j) => j !== 1).map((r) => r[i].length)));
  const pad = (s, w, a) => (a === "r" ? s.padStart(w) : a === "c" ? s.padStart(Math.floor((w + s.length) / 2)).padEnd(w) : s.padEnd(w));
  return cells.map((r, j) => "| " + r.map((c, i) => {
    if (j !== 1) return pad(c, width[i], align[i]);
    const a = align[i];
    const dashes = "-".repeat(width[i] - (a === "c" ? 2 : a ? 1 : 0));
    return a === "c" ? `:${dashes}:` : a === "r" ? `${dashes}:` : a === "l" ? `:${dashes}` : dashes;
  }).join(" | ") + " |");
}

let changed = 0;
for (const file of files) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const out = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) fence = !fence;
    const next = lines[i + 1];
    if (!fence && lines[i].includes("|") && next && isSep(splitRow(next))) {
      const block = [lines[i], next];
      i += 2;
      while (i < lines.length && lines[i].includes("|") && lines[i].trim()) block.push(lines[i++]);
      i--;
      out.push(...formatTable(block));
    } else out.push(lines[i]);
  }
  const result = out.join("\n");
  if (result !== lines.join("\n")) {
    changed++;
    console.log(`${check ? "would reformat" : "reformatted"} ${file}`);
    if (!check) fs.writeFileSync(file, result);
  }
}
process.exit(check && changed ? 1 : 0);
