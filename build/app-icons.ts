import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_DARK } from '@/lib/site/pwa/app-manifest';

// The home-screen icons, drawn into public/ before each build (draw-pictures.ts) from the site's own
// artwork (app/icon.svg): the logo as it is at 192 and 512 px, and a maskable 512 px one whose logo sits inside the
// safe circle on the brand's green, so a phone may crop it to any shape. Drawn by the build rather than by a route,
// which would put sharp into the server code, and into the Worker.

export const appIcons = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
} as const;

export type AppIconFile = keyof typeof appIcons;

const artwork = () => readFileSync(path.join(process.cwd(), 'app', 'icon.svg'));

export async function drawAppIcon(file: AppIconFile): Promise<Buffer> {
  const { size, maskable } = appIcons[file];
  if (!maskable)
    return sharp(artwork(), { density: 72 * (size / 40) })
      .resize(size, size)
      .png()
      .toBuffer();
  // The safe zone of a maskable icon is the centre circle of 80 % of its width.
  const logo = Math.round(size * 0.7);
  const inner = await sharp(artwork(), { density: 72 * (logo / 40) })
    .resize(logo, logo)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_DARK } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}
