/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import { appManifest } from '@/lib/site/pwa/app-manifest';
import { SHARE_IMAGE } from '@/lib/site/seo';

// next/og's renderer is WebAssembly loaded by a dynamic import, which Jest cannot run: the build's own step
// (build/draw-pictures.ts, as next.config.mjs loads it through tsx) is run here in a Node process of its own.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drawn-pictures-'));
  const step = pathToFileURL(path.join(process.cwd(), 'build/draw-pictures.ts')).href;
  const script = `const { tsImport } = await import('tsx/esm/api');
    const { drawPictures } = await tsImport(${JSON.stringify(step)}, import.meta.url);
    await drawPictures(${JSON.stringify(dir)});`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawn = (address: string) => imageSize(readFileSync(path.join(dir, 'public', address)));

describe('the pictures the build draws into public/', () => {
  it('the share picture is the 1200×630 PNG the pages name', () => {
    expect(drawn(SHARE_IMAGE.url)).toMatchObject({ type: 'png', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
  });

  it('every icon the manifest names is a PNG of the size it states', () => {
    const icons = appManifest().icons ?? [];
    expect(icons).toHaveLength(3);
    for (const icon of icons) {
      const [width, height] = icon.sizes!.split('x').map(Number);
      expect(drawn(icon.src)).toMatchObject({ type: 'png', width, height });
    }
  });
});
