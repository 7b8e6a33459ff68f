import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { APP_ICON_DIR } from '@/lib/images/drawn-pictures.mjs';
import { SHARE_IMAGE } from '@/lib/site/seo';
import { appIcons, drawAppIcon, type AppIconFile } from './app-icons';
import { shareImageElement } from './share-image';

// Run by next.config.mjs before every build (and when the development server starts), through tsx, as the pictures
// are drawn from the site's TypeScript content. What it writes into public/ is git-ignored: each build draws it again.

async function write(cwd: string, address: string, bytes: Buffer) {
  const file = path.join(cwd, 'public', address);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

async function drawShareImage(): Promise<Buffer> {
  const response = new ImageResponse(shareImageElement(), { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
  return Buffer.from(await response.arrayBuffer());
}

/** Draws the share picture and the home-screen icons into `cwd`/public. */
export async function drawPictures(cwd = process.cwd()): Promise<void> {
  await write(cwd, SHARE_IMAGE.url, await drawShareImage());
  for (const file of Object.keys(appIcons) as AppIconFile[])
    await write(cwd, `${APP_ICON_DIR}/${file}`, await drawAppIcon(file));
}
