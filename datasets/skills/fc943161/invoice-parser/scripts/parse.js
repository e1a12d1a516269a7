#!/usr/bin/env node
// Extract invoice fields from a PDF.
'use strict';

function extractText(file) {
  throw new Error('not implemented');
}

function parseFields(text) {
  // TODO: vendor, date, items, tax, total
  return {};
}

const file = process.argv[2];
console.log(JSON.stringify(parseFields(extractText(file)), null, 2));
