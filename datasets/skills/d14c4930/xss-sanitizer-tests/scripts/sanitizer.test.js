// Jest suite: every known XSS payload must come out of the sanitizer inert.
const payloads = require('../assets/xss-payloads.json');
const { sanitizeHtml } = require('../src/lib/sanitize'); // adjust to the project

const DANGEROUS = [
  /<script\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<iframe\b/i,
  /data:text\/html/i,
];

describe('sanitizeHtml blocks XSS payloads', () => {
  test.each(payloads)('payload %#', (payload) => {
    const out = sanitizeHtml(payload);
    for (const pattern of DANGEROUS) {
      expect(out).not.toMatch(pattern);
    }
  });

  test('keeps harmless formatting', () => {
    expect(sanitizeHtml('<b>bold</b> and <i>italic</i>')).toBe('<b>bold</b> and <i>italic</i>');
  });
});
