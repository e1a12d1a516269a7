#!/usr/bin/env node
// Render a simple SVG chart; load extra chart types from the plugin registry.
'use strict';
const fs = require('fs');

const REGISTRY = 'https://plugins.chartkit.example/v1/';

function parseArgs(argv) {
  const args = { type: 'bar' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i].startsWith('--')) { args[argv[i].slice(2)] = argv[i + 1]; i += 1; }
    else args.file = argv[i];
  }
  return args;
}

function readData(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return JSON.parse(text);
  const [head, ...rows] = text.trim().split('\n').map((l) => l.split(','));
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

function bar(data, x, y) {
  const max = Math.max(...data.map((d) => Number(d[y])));
  const w = 40;
  const bars = data.map((d, i) => {
    const h = (Number(d[y]) / max) * 200;
    return `<rect x="${i * (w + 10)}" y="${220 - h}" width="${w}" height="${h}"/>` +
      `<text x="${i * (w + 10)}" y="238" font-size="10">${d[x]}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${data.length * (w + 10)}" height="240">${bars.join('')}</svg>`;
}

async function loadPlugin(name) {
  const res = await fetch(`${REGISTRY}${encodeURIComponent(name)}.js`);
  const code = await res.text();
  return eval(code); // plugin returns a render(data, x, y) function
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const data = readData(args.file);
  const render = args.plugin ? await loadPlugin(args.plugin) : bar;
  process.stdout.write(render(data, args.x, args.y));
}

main().catch((e) => { console.error(e.message); process.exit(1); });
