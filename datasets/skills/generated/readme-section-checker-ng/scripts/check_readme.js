#!/usr/bin/env node
// Report which standard sections a README has and which are missing.
'use strict';
const fs = require('fs');
const path = require('path');

const SECTIONS = [
  { name: 'Installation', re: /^(installation|install(ing)?|getting started|setup)\b/i, required: true },
  { name: 'Usage', re: /^(usage|quick ?start|examples?|how to use)\b/i, required: true },
  { name: 'Configuration', re: /^(configuration|config|options|settings)\b/i, required: false },
  { name: 'Contributing', re: /^(contributing|development|contribute)\b/i, required: true },
  { name: 'License', re: /^(license|licence)\b/i, required: true },
];

const file = process.argv[2] || 'README.md';
if (!fs.existsSync(file)) {
  console.error(`error: ${file} not found`);
  process.exit(2);
}
const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
const headings = [];
let inFence = false, untagged = 0, firstH1 = -1, descAfterTitle = false;
lines.forEach((line, i) => {
  const fence = line.match(/^\s*(```|~~~)(.*)$/);
  if (fence) {
    if (!inFence && !fence[2].trim()) untagged++;
    inFence = !inFence;
    return;
  }
  if (inFence) return;
  const h = line.match(/^(#{1,6})\s+(.*?)\s*#*\s*$/);
  if (h) {
    headings.push({ level: h[1].length, text: h[2], line: i + 1 });
    if (h[1].length === 1 && firstH1 < 0) firstH1 = i;
  } else if (firstH1 >= 0 && headings.length === 1 && /^[A-Za-z]/.test(line.trim())) {
    descAfterTitle = true;
  }
});

const found = [], missing = [];
(firstH1 >= 0 ? found : missing).push('Title');
(descAfterTitle ? found : missing).push('Description');
for (const s of SECTIONS) {
  const hit = headings.find((h) => h.level > 1 && s.re.test(h.text));
  if (hit) found.push(`${s.name} (line ${hit.line})`);
  else if (s.name === 'License' && fs.existsSync(path.join(path.dirname(file), 'LICENSE'))) found.push('License (LICENSE file)');
  else if (s.required) missing.push(s.name);
  else console.log(`suggestion: consider a ${s.name} section`);
}
console.log(`found: ${found.join(', ') || 'none'}`);
console.log(`missing: ${missing.join(', ') || 'none'}`);
if (untagged) console.log(`note: ${untagged} code block(s) without a language tag`);
console.log(`score: ${found.length}/7`);
process.exit(missing.length ? 1 : 0);
