// What every build does after `next build`, in this order: the prerendered pages load their code after the first
// paint (build/defer-page-scripts.mjs), each is stored with a policy that names its inline scripts by hash
// (build/page-policies.mjs: after the rewrite, which changes them), the build's inventory of every page's scripts
// and headers is written (build/script-inventory.mjs: after both, which it reads), the service worker is bundled
// with the offline page written into it (build/build-service-worker.mjs), then the files nginx serves get their
// .br/.gz copies (deploy/compress.mjs), which must come last since it compresses the rewritten pages and the worker.
// `npm run build`, the e2e suite, the benchmark and deploy:local all call it. Usage: node build/finish-build.mjs
// [project]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressBuild } from '../deploy/compress.mjs';
import { buildServiceWorker } from './build-service-worker.mjs';
import { deferPageScripts } from './defer-page-scripts.mjs';
import { writePagePolicies } from './page-policies.mjs';
import { writeScriptInventory } from './script-inventory.mjs';

/** @param {string} root the project whose .next is finished */
export async function finishBuild(root) {
  const started = Date.now();
  const deferred = deferPageScripts(root);
  const policies = writePagePolicies(root);
  const inventory = writeScriptInventory(root);
  const worker = await buildServiceWorker(root);
  const compressed = compressBuild(root);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  return (
    `finish-build: ${deferred.pages} prerendered pages load their code after the first paint (${deferred.rewritten} ` +
    `rewritten now), ${policies.pages} stored with their policy (longest ${policies.largest} characters); ${inventory}; ${worker.file} ${kb(worker.bytes)}${worker.retired ? ' (retiring the worker)' : ''}; compressed ${compressed.files} files, ${kb(compressed.bytes)} -> brotli ${kb(compressed.br)}, gzip ` +
    `${kb(compressed.gz)} (${Date.now() - started} ms)`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(await finishBuild(root));
}
