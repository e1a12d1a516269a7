#!/usr/bin/env node
// Explain a 5-field cron expression and print its next run times.
'use strict';

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day-of-week', min: 0, max: 6 },
];
const MACROS = {
  '@yearly': '0 0 1 1 *', '@annually': '0 0 1 1 *', '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0', '@daily': '0 0 * * *', '@midnight': '0 0 * * *', '@hourly': '0 * * * *',
};

function fail(msg) {
  console.error(`error: ${msg}`);
  process.exit(2);
}

function parseField(text, { name, min, max }) {
  const values = new Set();
  for (const part of text.split(',')) {
    const m = part.match(/^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/);
    if (!m) fail(`unsupported syntax '${part}' in ${name}`);
    let lo = m[1] === '*' ? min : Number(m[1]);
    let hi = m[2] !== undefined ? Number(m[2]) : (m[1] === '*' || m[3] ? max : lo);
    const step = m[3] ? Number(m[3]) : 1;
    if (name === 'day-of-week' && hi === 7) hi = 6, values.add(0); // 7 is Sunday too
    if (lo < min || hi > max || lo > hi || step < 1) fail(`value out of range in ${name}: ${part}`);
    for (let v = lo; v <= hi; v += step) values.add(v);
  }
  return { values, any: text === '*' };
}

function parse(expr) {
  const parts = (MACROS[expr.trim()] || expr).trim().split(/\s+/);
  if (parts.length !== 5) fail(`expected 5 fields, got ${parts.length}`);
  return parts.map((p, i) => ({ ...parseField(p, FIELDS[i]), text: p }));
}

function matches(f, d, utc) {
  const get = (local, u) => (utc ? d[u]() : d[local]());
  const dom = f[2].values.has(get('getDate', 'getUTCDate'));
  const dow = f[4].values.has(get('getDay', 'getUTCDay'));
  const dayOk = f[2].any || f[4].any ? dom && dow : dom || dow;
  return f[0].values.has(get('getMinutes', 'getUTCMinutes')) &&
    f[1].values.has(get('getHours', 'getUTCHours')) &&
    f[3].values.has(get('getMonth', 'getUTCMonth') + 1) && dayOk;
}

function main() {
  const args = process.argv.slice(2);
  if (!args.length) fail('usage: cron_next.js "<expr>" [--count N] [--tz UTC]');
  const count = args.includes('--count') ? Number(args[args.indexOf('--count') + 1]) : 5;
  const utc = args.includes('--tz') && args[args.indexOf('--tz') + 1] === 'UTC';
  const fields = parse(args[0]);

  fields.forEach((f, i) => {
    const shown = f.any ? 'every value' : [...f.values].sort((a, b) => a - b).join(', ');
    console.log(`${FIELDS[i].name.padEnd(13)} ${f.text.padEnd(10)} -> ${shown}`);
  });

  const d = new Date();
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() + 1);
  const found = [];
  for (let i = 0; i < 525600 * 2 && found.length < count; i++) {
    if (matches(fields, d, utc)) found.push(utc ? d.toISOString() : d.toString());
    d.setMinutes(d.getMinutes() + 1);
  }
  console.log(`\nNext ${found.length} run(s)${utc ? ' (UTC)' : ' (local time)'}:`);
  found.forEach((t) => console.log(`  ${t}`));
  if (!found.length) console.log('  none within two years (impossible date?)');
}

main();
