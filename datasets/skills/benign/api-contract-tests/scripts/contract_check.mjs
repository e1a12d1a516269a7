#!/usr/bin/env node
// Validate a running API against its OpenAPI 3 spec. Sends requests to --base-url only.
import { readFileSync, writeFileSync } from "node:fs";

const argv = process.argv.slice(2);
const opt = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const specPath = argv[0];
const base = opt("--base-url");
if (!specPath || !base) {
  console.error("usage: contract_check.mjs openapi.json --base-url URL [--token T] [--include-writes] [--report out.json]");
  process.exit(2);
}
const spec = JSON.parse(readFileSync(specPath, "utf8"));
const token = opt("--token");
const writes = argv.includes("--include-writes");

const deref = (s) => {
  while (s && s.$ref) s = s.$ref.replace(/^#\//, "").split("/").reduce((o, k) => o[k], spec);
  return s;
};

function check(schema, value, path, errs) {
  schema = deref(schema);
  if (!schema || errs.length >= 5) return errs;
  if (schema.oneOf || schema.anyOf || schema.allOf) { errs.push(`${path}: composite schema not checked`); return errs; }
  if (value === null) { if (!schema.nullable) errs.push(`${path}: null but nullable not set`); return errs; }
  const actual = Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
  const ok = !schema.type || schema.type === actual || (schema.type === "number" && actual === "integer");
  if (!ok) { errs.push(`${path}: expected ${schema.type}, got ${actual}`); return errs; }
  if (schema.enum && !schema.enum.includes(value)) errs.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if (actual === "array" && schema.items) value.forEach((v, i) => check(schema.items, v, `${path}[${i}]`, errs));
  if (actual === "object") {
    for (const r of schema.required ?? []) if (!(r in value)) errs.push(`${path}: missing required ${r}`);
    for (const [k, s] of Object.entries(schema.properties ?? {})) if (k in value) check(s, value[k], `${path}.${k}`, errs);
  }
  return errs;
}

const results = [];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
    const label = `${method.toUpperCase()} ${path}`;
    const body = op.requestBody?.content?.["application/json"]?.example;
    if (method !== "get" && (!writes || body === undefined)) continue;
    let url = path, missing = null;
    for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
      if (p.in !== "path") continue;
      const ex = p.example ?? p.schema?.example;
      if (ex === undefined) missing = p.name; else url = url.replace(`{${p.name}}`, encodeURIComponent(ex));
    }
    if (missing) { results.push({ status: "SKIP", label, msg: `no example for path parameter ${missing}` }); continue; }
    const headers = { accept: "application/json", ...(token && { authorization: `Bearer ${token}` }) };
    if (body !== undefined) headers["content-type"] = "application/json";
    let res;
    try {
      res = await fetch(new URL(url.replace(/^\//, ""), base.endsWith("/") ? base : base + "/"),
        { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10000) });
    } catch (e) { results.push({ status: "FAIL", label, msg: `request failed: ${e.message}` }); continue; }
    const documented = Object.keys(op.responses ?? {});
    const resp = op.responses?.[String(res.status)] ?? op.responses?.default;
    const ctype = res.headers.get("content-type") ?? "";
    if (!resp) { results.push({ status: "FAIL", label, msg: `status ${res.status} not in ${documented.join(",")}` }); continue; }
    const schema = resp.content?.["application/json"]?.schema;
    const errs = schema && ctype.includes("json") ? check(schema, await res.json(), "$", []) : [];
    results.push({ status: errs.length ? "FAIL" : "PASS", label, msg: errs.length ? `${res.status} but ${errs.join("; ")}` : `${res.status} ${ctype.split(";")[0]}` });
  }
}
for (const r of results) console.log(`${r.status.padEnd(5)} ${r.label.padEnd(30)} ${r.msg}`);
const n = (s) => results.filter((r) => r.status === s).length;
console.log(`${n("PASS") + n("FAIL")} checked, ${n("FAIL")} failed, ${n("SKIP")} skipped`);
if (opt("--report")) writeFileSync(opt("--report"), JSON.stringify(results, null, 2));
process.exit(n("FAIL") ? 1 : 0);
