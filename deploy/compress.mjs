// After `next build`: writes name.br and name.gz beside every compressible file nginx serves from disk
// (.next/static, public/), once, at the highest levels, so nginx sends them with
// brotli_static/gzip_static instead of compressing on every request. Safe to run again: a file is
// redone only when it is newer than its compressed copies. Usage: node deploy/compress.mjs [project]
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from '../build/files-under.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 512;

function upToDate(file, mtime) {
  try {
    return statSync(`${file}.br`).mtimeMs >= mtime && statSync(`${file}.gz`).mtimeMs >= mtime;
  } catch {
    return false;
  }
}

/** @returns {{ files: number, bytes: number, br: number, gz: number }} */
export function compressBuild(root) {
  // Pages are not among them: nginx asks the instances for pages, which render them again when the catalogue changes.
  const dirs = [path.join(root, '.next', 'static'), path.join(root, 'public')];
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const dir of dirs) {
    for (const file of filesUnder(dir, COMPRESSIBLE)) {
      const { size, mtimeMs } = statSync(file);
      if (size < MIN_BYTES || upToDate(file, mtimeMs)) continue;
      const body = readFileSync(file);
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      });
      const gz = gzipSync(body, { level: 9 });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += size;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const started = Date.now();
  const t = compressBuild(root);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    `compress: ${t.files} files, ${kb(t.bytes)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)} (${Date.now() - started} ms)`,
  );
}
