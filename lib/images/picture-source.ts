import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { builtManifest } from '@/lib/images/built-manifest';
import { MANIFEST_FILE, variantUrl } from '@/lib/images/picture-config.mjs';
import { PICTURE_LAYOUTS, type PictureLayout } from '@/lib/images/picture-layouts';
import { photoVariantUrl, photoWidths, readPhotoSrc, type PhotoFormat } from '@/lib/images/photo-names';
import type { PictureSource } from '@/lib/images/picture-types';

interface ManifestEntry {
  width: number;
  height: number;
  hash?: string;
  widths?: number[];
  fallback?: 'jpeg' | 'png';
}

let cached: { stamp: number; entries: Record<string, ManifestEntry> } | null = null;

// The manifest is written by build/generate-pictures.mjs, which next.config.mjs runs before each build.
function manifest(): Record<string, ManifestEntry> {
  // A Worker reads no files: its build bundles the manifest instead.
  if (builtManifest) return builtManifest as Record<string, ManifestEntry>;
  // Not traced: the build would otherwise copy the whole project into its server output to be sure of finding it.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), MANIFEST_FILE);
  const stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
  if (cached?.stamp !== stamp) cached = { stamp, entries: stamp ? JSON.parse(readFileSync(file, 'utf8')) : {} };
  return cached.entries;
}

/** A picture the build has not prepared (unit tests, or a file added while `next dev` runs): its size only. */
function unprepared(src: string): ManifestEntry {
  const file = path.join(process.cwd(), 'public', src);
  if (!existsSync(file)) throw new Error(`The picture ${src} does not exist in public/.`);
  const { width, height, orientation } = imageSize(readFileSync(file));
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The copies a layout offers: every prepared width up to twice the widest it is shown, and one above. */
function offered(widths: number[], maxWidth: number): number[] {
  const sharpest = maxWidth * 2;
  const above = widths.find((width) => width >= sharpest);
  return widths.filter((width) => width < sharpest).concat(above ?? []);
}

/** The picture's copies as a layout offers them; `url` names the copy of a width and format. */
function preparedSource(
  { width, height, widths, fallback }: { width: number; height: number; widths: number[]; fallback: string },
  layout: PictureLayout,
  url: (width: number, format: string) => string,
): PictureSource {
  const { sizes, maxWidth } = PICTURE_LAYOUTS[layout];
  const chosen = offered(widths, maxWidth);
  const srcSet = (format: string) => chosen.map((step) => `${url(step, format)} ${step}w`).join(', ');
  // Browsers without AVIF and WebP are old and have plain screens: one copy at the layout's width will do.
  const plain = widths.find((step) => step >= maxWidth) ?? widths[widths.length - 1];
  return {
    src: url(plain, fallback),
    width,
    height,
    avif: srcSet('avif'),
    webp: srcSet('webp'),
    sizes,
    thumbnail: url(widths[0], 'webp'),
  };
}

/** Everything needed to draw the picture at `src` (an address in public/, or an uploaded photo's) in the layout. */
export function pictureSource(src: string, layout: PictureLayout): PictureSource {
  // An uploaded photo's name holds its size and kind: drawing it reads neither the disk nor the database.
  const photo = readPhotoSrc(src);
  if (photo) {
    const widths = photoWidths(photo.width);
    const url = (step: number, format: string) => photoVariantUrl(photo.hash, step, format as PhotoFormat);
    return preparedSource({ ...photo, widths }, layout, url);
  }
  const entry = manifest()[src] ?? unprepared(src);
  const { width, height, hash, widths, fallback } = entry;
  if (!hash || !widths || !fallback) return { src, width, height, thumbnail: src };
  return preparedSource({ width, height, widths, fallback }, layout, (step, format) => variantUrl(hash, step, format));
}
