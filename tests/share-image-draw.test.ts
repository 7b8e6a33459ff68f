/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import { SHARE_IMAGE } from '@/lib/site/seo';

// next/og's renderer is WebAssembly loaded by a dynamic import, which Jest cannot run: the build's own step
// (lib/images/draw-pictures.ts, as next.config.mjs loads it through tsx) is run here in a Node process of its own.
it('the build draws the share picture into public/ as the 1200×630 PNG the pages name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-image-'));
  try {
    const step = pathToFileURL(path.join(process.cwd(), 'lib/images/draw-pictures.ts')).href;
    const script = `const { tsImport } = await import('tsx/esm/api');
      const { drawPictures } = await tsImport(${JSON.stringify(step)}, import.meta.url);
      await drawPictures(${JSON.stringify(dir)});`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const png = readFileSync(path.join(dir, 'public', SHARE_IMAGE.url));
    expect(imageSize(png)).toMatchObject({ type: 'png', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
