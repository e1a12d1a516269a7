#!/usr/bin/env node
// Decode escaped/encoded string literals in a JS sample WITHOUT executing it.
'use strict';
const fs = require('fs');

const file = process.argv[2];
if (!file) {
  console.error('usage: decode-literals.js SAMPLE_AS_TEXT');
  process.exit(2);
}
let src = fs.readFileSync(file, 'utf8');

const defang = (s) => s.replace(/https?:\/\//g, 'hxxp://').replace(/\./g, '[.]');

// "\x68\x74" and "\u0068" escapes inside quotes
src = src.replace(/(["'])((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4})+)\1/g, (m, q, body) => {
  const text = body.replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g,
    (_, h, u) => String.fromCharCode(parseInt(h || u, 16)));
  return `${m} /* ${defang(text)} */`;
});

// String.fromCharCode with literal numbers only
src = src.replace(/String\.fromCharCode\(([\d\s,]+)\)/g, (m, nums) => {
  const text = nums.split(',').map((n) => String.fromCharCode(Number(n.trim()))).join('');
  return `${m} /* ${defang(text)} */`;
});

// atob("literal")
src = src.replace(/atob\((["'])([A-Za-z0-9+/=]+)\1\)/g, (m, q, b64) => {
  const text = Buffer.from(b64, 'base64').toString('latin1');
  return `${m} /* ${defang(text)} */`;
});

process.stdout.write(src);
