#!/usr/bin/env node
// Summarise one Lighthouse JSON report, or diff two. Read-only.
const fs = require("fs");

const METRICS = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time",
  "first-contentful-paint", "speed-index"];

function load(path) {
  let r;
  try { r = JSON.parse(fs.readFileSync(path, "utf8")); }
  catch (e) { console.error(`error: cannot read ${path}: ${e.message}`); process.exit(2); }
  if (!r.categories) { console.error(`error: ${path} is not a Lighthouse report`); process.exit(2); }
  return r;
}

function summary(r) {
  const cats = Object.fromEntries(Object.entries(r.categories)
    .map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.filter((m) => r.audits[m])
    .map((m) => [m, r.audits[m].displayValue]));
  const failing = Object.values(r.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === "opportunity")
    .map((a) => ({ title: a.title, savingsMs: a.details.overallSavingsMs ?? 0 }))
    .sort((a, b) => b.savingsMs - a.savingsMs).slice(0, 8);
  return { url: r.finalUrl ?? r.finalDisplayedUrl, fetchTime: r.fetchTime, cats, metrics, failing };
}

const [a, b] = process.argv.slice(2);
if (!a) { console.error("usage: lh_summary.js report.json [other.json]"); process.exit(2); }
const s1 = summary(load(a));
if (!b) {
  console.log(`${s1.url}  (${s1.fetchTime})`);
  for (const [k, v] of Object.entries(s1.cats)) console.log(`  ${k.padEnd(16)} ${v}`);
  console.log("metrics:");
  for (const [k, v] of Object.entries(s1.metrics)) console.log(`  ${k.padEnd(26)} ${v}`);
  console.log("top opportunities:");
  for (const f of s1.failing) console.log(`  ${String(f.savingsMs).padStart(6)} ms  ${f.title}`);
} else {
  const s2 = summary(load(b));
  console.log(`before: ${a}  after: ${b}`);
  for (const k of Object.keys(s1.cats)) {
    const d = (s2.cats[k] ?? 0) - s1.cats[k];
    console.log(`  ${k.padEnd(16)} ${s1.cats[k]} -> ${s2.cats[k]} (${d >= 0 ? "+" : ""}${d})`);
  }
  for (const m of Object.keys(s1.metrics)) console.log(`  ${m.padEnd(26)} ${s1.metrics[m]} -> ${s2.metrics[m]}`);
}
