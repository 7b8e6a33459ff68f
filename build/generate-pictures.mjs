// Prepares every raster picture in public/ before a build: AVIF, WebP and JPEG/PNG copies at the widths of
// the ladder, named by the content's hash (so they can be cached for a year), plus a manifest the picture
// component reads. Work is done once per picture: unchanged files are skipped on the next build. Run by
// next.config.mjs each time the configuration loads for a build or the development server.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import {
  ENCODINGS,
  MANIFEST_FILE,
  PICTURE_DIR,
  PIPELINE_VERSION,
  ladderFor,
  variantUrl,
} from '../lib/images/picture-config.mjs';
import { APP_ICON_DIR, SHARE_IMAGE_FILE } from '../lib/images/drawn-pictures.mjs';

/** Files in public/ that are resized; SVGs are drawn at any size and stay as they are. */
const RASTER_FILE = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** True for a file of public/ that the build draws itself (draw-pictures.ts), given as its address. */
const drawnAtBuild = (publicPath) => publicPath === SHARE_IMAGE_FILE || publicPath.startsWith(`${APP_ICON_DIR}/`);

function publicFiles(root, dir = '') {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative !== path.basename(PICTURE_DIR)) found.push(...publicFiles(root, relative));
    } else if ((RASTER_FILE.test(entry.name) || entry.name.endsWith('.svg')) && !drawnAtBuild(`/${relative}`)) {
      found.push(`/${relative}`);
    }
  }
  return found;
}

/** Width and height as the picture is seen: a phone photo turned by its EXIF orientation swaps them. */
function orientedSize(buffer) {
  const size = imageSize(buffer);
  const turned = (size.orientation ?? 1) >= 5;
  return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

async function writeVariant(image, outDir, hash, width, format, options) {
  const file = path.join(outDir, path.basename(variantUrl(hash, width, format)));
  if (existsSync(file)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  await image.clone().resize({ width }).toFormat(format, options).toFile(temporary);
  renameSync(temporary, file);
}

async function prepare(file, outDir, previous) {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}:${PIPELINE_VERSION}`;
  if (previous?.stamp === stamp && previous.source === file) return previous;
  const buffer = readFileSync(file);
  const { width, height } = orientedSize(buffer);
  if (file.endsWith('.svg')) return { source: file, stamp, width, height };
  const hash = createHash('sha256').update(PIPELINE_VERSION).update(buffer).digest('hex').slice(0, 12);
  const widths = ladderFor(width);
  const { hasAlpha } = await sharp(buffer).metadata();
  const fallback = hasAlpha ? 'png' : 'jpeg';
  // Decode the (often 12-megapixel) original once, turned upright and shrunk to the widest size needed.
  const decoded = await sharp(buffer)
    .rotate()
    .resize({ width: widths[widths.length - 1] })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(decoded.data, { raw: decoded.info });
  for (const step of widths) {
    for (const format of ['avif', 'webp', fallback])
      await writeVariant(image, outDir, hash, step, format, ENCODINGS[format]);
  }
  return { source: file, stamp, width, height, hash, widths, fallback };
}

/** Prepares the pictures of `cwd`/public and writes the manifest; returns it. */
export async function generatePictures(cwd = process.cwd()) {
  const publicDir = path.join(cwd, 'public');
  const outDir = path.join(cwd, PICTURE_DIR);
  const manifestFile = path.join(cwd, MANIFEST_FILE);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const manifest = {};
  const started = Date.now();
  for (const src of publicFiles(publicDir)) {
    const file = path.join(publicDir, src);
    try {
      manifest[src] = await prepare(file, outDir, previous[src]);
    } catch (error) {
      throw new Error(
        `The picture ${src} in public/ could not be read (${error.message}). Replace it with a JPEG, PNG, WebP, AVIF or SVG file.`,
      );
    }
  }
  const temporary = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, manifestFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (Number(seconds) > 2) console.log(`pictures: prepared ${Object.keys(manifest).length} pictures in ${seconds} s`);
  return manifest;
}
