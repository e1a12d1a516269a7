#!/usr/bin/env node
// Format CSL-JSON references as APA 7, IEEE or Chicago author-date.
'use strict';
const fs = require('fs');

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(name) ? args[args.indexOf(name) + 1] : def);
const style = opt('--style', 'apa');
const plain = opt('--format', 'md') === 'text';
const it = (s) => (plain ? s : `*${s}*`);
const warn = (id, msg) => console.error(`warning: ${id}: ${msg}`);

const initials = (given = '') =>
  given.split(/[\s-]+/).filter(Boolean).map((g) => `${g[0]}.`).join(' ');
const year = (e) => (e.issued && e.issued['date-parts'] ? String(e.issued['date-parts'][0][0]) : null);
const pages = (p) => (p ? String(p).replace(/-+/, '–') : '');
const doi = (e) => (e.DOI ? `https://doi.org/${e.DOI}` : e.URL || '');

function names(e, fmt, sep, last, max) {
  const list = (e.author || []).map((a) => (a.literal ? a.literal : fmt(a)));
  if (!list.length) return '';
  if (max && list.length > max.limit) return max.shorten(list);
  if (list.length === 1) return list[0];
  return list.slice(0, -1).join(sep) + last + list[list.length - 1];
}

function apa(e) {
  const au = names(e, (a) => `${a.family}, ${initials(a.given)}`, ', ', ', & ',
    { limit: 20, shorten: (l) => `${l.slice(0, 19).join(', ')}, . . . ${l[l.length - 1]}` });
  const y = year(e) || 'n.d.';
  let out = `${au} (${y}). `;
  if (e.type === 'book' || e.type === 'report') out += `${it(e.title)}. ${e.publisher || ''}`.trim();
  else {
    out += `${e.title}. ${it(e['container-title'] || '')}`;
    if (e.volume) out += `, ${it(e.volume)}${e.issue ? `(${e.issue})` : ''}`;
    if (e.page) out += `, ${pages(e.page)}`;
  }
  out = out.replace(/\.?$/, '.');
  return doi(e) ? `${out} ${doi(e)}` : out;
}

function ieee(e, n) {
  const au = names(e, (a) => `${initials(a.given)} ${a.family}`, ', ', ' and ',
    { limit: 6, shorten: (l) => `${l[0]} et al.` });
  const parts = [`${au}, "${e.title},"`];
  if (e.type === 'book') parts.push(`${it(e.title)}. ${e.publisher || ''},`);
  else parts.push(`${it(e['container-title'] || '')},`);
  if (e.volume) parts.push(`vol. ${e.volume},`);
  if (e.issue) parts.push(`no. ${e.issue},`);
  if (e.page) parts.push(`pp. ${pages(e.page)},`);
  parts.push(`${year(e) || 'n.d.'}${e.DOI ? `, doi: ${e.DOI}` : ''}.`);
  return `[${n}] ${parts.join(' ')}`;
}

function chicago(e) {
  const au = names(e, (a) => `${a.family}, ${a.given}`, ', ', ', and ');
  let out = `${au}. ${year(e) || 'n.d.'}. `;
  if (e.type === 'book') out += `${it(e.title)}. ${e.publisher || ''}.`;
  else out += `"${e.title}." ${it(e['container-title'] || '')} ${e.volume || ''}${e.issue ? ` (${e.issue})` : ''}${e.page ? `: ${pages(e.page)}` : ''}.`;
  return doi(e) ? `${out} ${doi(e)}.` : out;
}

function check(e) {
  if (!['article-journal', 'book', 'chapter', 'paper-conference', 'report', 'webpage'].includes(e.type)) warn(e.id, `unsupported type ${e.type}; formatted as report`);
  if (!e.author || !e.author.length) warn(e.id, 'no author');
  if (!year(e)) warn(e.id, 'missing issued (year)');
  if (e.type === 'article-journal') {
    if (!e['container-title']) warn(e.id, 'missing container-title');
    if (!e.page) warn(e.id, 'missing page');
    if (!e.DOI && !e.URL) warn(e.id, 'missing DOI/URL');
  }
}

function main() {
  if (!args[0] || !fs.existsSync(args[0])) {
    console.error('usage: format_refs.js refs.json [--style apa|ieee|chicago] [--format md|text]');
    process.exit(2);
  }
  let entries;
  try { entries = JSON.parse(fs.readFileSync(args[0], 'utf8')); } catch (err) {
    console.error(`error: invalid JSON: ${err.message}`); process.exit(2);
  }
  if (!Array.isArray(entries)) entries = [entries];
  entries.forEach(check);
  const key = (e) => `${(e.author && e.author[0] && (e.author[0].family || e.author[0].literal)) || e.title} ${year(e) || ''}`;
  if (style === 'apa' || style === 'chicago') entries.sort((a, b) => key(a).localeCompare(key(b)));
  const fmt = { apa, ieee, chicago }[style];
  if (!fmt) { console.error(`error: unknown style ${style}`); process.exit(2); }
  entries.forEach((e, i) => console.log(fmt(e, i + 1) + '\n'));
}

main();
