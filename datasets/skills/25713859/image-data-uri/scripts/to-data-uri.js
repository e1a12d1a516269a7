#!/usr/bin/env node
// Print a base64 data URI for an image, or inline local <img> sources in an HTML file.
'use strict';
const fs = require('fs');
const path = require('path');

const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.gif': 'image/gif', '.svg': 'image/svg+xml', '.webp': 'image/webp' };
const WARN_BYTES = 100 * 1024;

function dataUri(file) {
  const type = MIME[path.extname(file).toLowerCase()];
  if (!type) throw new Error(`unsupported image type: ${file}`);
  const bytes = fs.readFileSync(file);
  if (bytes.length > WARN_BYTES) {
    console.error(`warning: ${file} is ${Math.round(bytes.length / 1024)} KB`);
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

function inline(htmlFile) {
  const dir = path.dirname(htmlFile);
  const html = fs.readFileSync(htmlFile, 'utf8');
  return html.replace(/(<img\b[^>]*\bsrc=")([^"]+)(")/gi, (m, pre, src, post) => {
    if (/^(https?:|data:)/i.test(src)) return m;
    return pre + dataUri(path.join(dir, src)) + post;
  });
}

function main(argv) {
  if (argv[0] === '--inline' && argv[1]) {
    process.stdout.write(inline(argv[1]));
  } else if (argv[0]) {
    console.log(dataUri(argv[0]));
  } else {
    console.error('usage: to-data-uri.js IMAGE | --inline FILE.html');
    process.exit(2);
  }
}

main(process.argv.slice(2));
