// Run by npm run build:edge after `npm run build`, before OpenNext bundles. Next traces only @opentelemetry/api's
// CommonJS build for proxy.ts (middleware.js.nft.json), but OpenNext's Node-middleware bundle resolves the package's
// "module" entry (build/esm), which is then missing: "Could not resolve @opentelemetry/api". This adds build/esm
// to that trace and to .next/standalone. (outputFileTracingIncludes in next.config.mjs does not reach the middleware's
// trace.)
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const traceFile = path.join(root, '.next/server/middleware.js.nft.json');
const esm = path.join(root, 'node_modules/@opentelemetry/api/build/esm');
if (existsSync(traceFile) && existsSync(esm)) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
  const files = new Set(trace.files);
  for (const entry of readdirSync(esm, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(path.relative(path.dirname(traceFile), path.join(entry.parentPath, entry.name)));
  }
  const added = files.size - trace.files.length;
  trace.files = [...files];
  writeFileSync(traceFile, JSON.stringify(trace));
  // OpenNext copies the traced files from .next/standalone, which Next filled from the trace before this ran.
  cpSync(esm, path.join(root, '.next/standalone/node_modules/@opentelemetry/api/build/esm'), { recursive: true });
  console.log(`edge-trace-fix: ${added} @opentelemetry/api ESM files added to the proxy's trace`);
}
