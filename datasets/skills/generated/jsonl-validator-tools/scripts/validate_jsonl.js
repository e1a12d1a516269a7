#!/usr/bin/env node
// Validate a JSON Lines file: parse errors, required keys, per-key type drift.
'use strict';
const fs = require('fs');
const readline = require('readline');

function typeOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

async function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  if (!file) {
    console.error('usage: validate_jsonl.js FILE [--require key1,key2]');
    process.exit(2);
  }
  const ri = args.indexOf('--require');
  const required = ri >= 0 ? args[ri + 1].split(',').map((k) => k.trim()).filter(Boolean) : [];
  if (!fs.existsSync(file)) {
    console.error(`error: ${file} not found`);
    process.exit(2);
  }

  const rl = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let lineNo = 0, records = 0, blank = 0;
  const parseErrors = [];
  const missing = Object.fromEntries(required.map((k) => [k, []]));
  const types = {}; // key -> {type: count}

  for await (let line of rl) {
    lineNo++;
    if (lineNo === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    if (!line.trim()) { blank++; continue; }
    let obj;
    try {
      obj = JSON.parse(line);
    } catch (e) {
      parseErrors.push(`line ${lineNo}: ${e.message}`);
      continue;
    }
    records++;
    if (typeOf(obj) !== 'object') {
      parseErrors.push(`line ${lineNo}: top-level value is ${typeOf(obj)}, expected object`);
      continue;
    }
    for (const k of required) if (!(k in obj)) missing[k].push(lineNo);
    for (const [k, v] of Object.entries(obj)) {
      types[k] = types[k] || {};
      const t = typeOf(v);
      types[k][t] = (types[k][t] || 0) + 1;
    }
  }

  console.log(`lines: ${lineNo}  records: ${records}  blank: ${blank}`);
  console.log(`\nparse errors: ${parseErrors.length}`);
  parseErrors.slice(0, 20).forEach((e) => console.log(`  ${e}`));
  console.log('\nmissing keys:');
  for (const [k, lines] of Object.entries(missing)) {
    console.log(`  ${k}: ${lines.length}${lines.length ? ` (e.g. lines ${lines.slice(0, 5).join(', ')})` : ''}`);
  }
  console.log('\ntype drift:');
  let drift = 0;
  for (const [k, counts] of Object.entries(types)) {
    const kinds = Object.keys(counts).filter((t) => t !== 'null');
    if (kinds.length > 1 && !(kinds.length === 2 && kinds.includes('integer') && kinds.includes('number'))) {
      drift++;
      console.log(`  ${k}: ${Object.entries(counts).map(([t, n]) => `${t}=${n}`).join(' ')}`);
    }
  }
  if (!drift) console.log('  none');
  if (blank) console.log(`\nwarning: ${blank} blank line(s)`);
  const bad = parseErrors.length + drift + Object.values(missing).reduce((a, l) => a + l.length, 0);
  process.exit(bad ? 1 : 0);
}

main().catch((e) => { console.error(`error: ${e.message}`); process.exit(2); });
