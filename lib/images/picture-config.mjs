// How pictures are prepared, written once. Plain JavaScript because next.config.mjs runs the
// preparation (build/generate-pictures.mjs) before every build, and the server components and the staff's photo
// uploads read the same facts.
import { createHash } from 'node:crypto';

/** Where the prepared files go (served as /_img/...), and the manifest that lists them (kept out of public/). */
export const PICTURE_DIR = 'public/_img';
export const PICTURE_URL = '/_img';
export const MANIFEST_FILE = '.pictures/manifest.json';

/**
 * The widths made of every photograph, capped at its own width. The layouts pick from them by `sizes`;
 * anything wider than a 1920 px screen needs is never sent.
 */
const LADDER = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920];

/**
 * Encoder settings. Changing them changes the version, so every picture is prepared again on the next build.
 * AVIF first (smallest), WebP for browsers without AVIF, a JPEG (or PNG for see-through pictures) for the rest.
 */
export const ENCODINGS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
};
export const PIPELINE_VERSION = createHash('sha256')
  .update(`1:${JSON.stringify(ENCODINGS)}:${LADDER}`)
  .digest('hex')
  .slice(0, 8);

/** The widths prepared for a picture `width` pixels wide. */
export function ladderFor(width) {
  const widths = LADDER.filter((step) => step < width);
  if (width <= LADDER[LADDER.length - 1]) widths.push(width);
  return widths;
}

/** The address of one prepared file. */
export function variantUrl(hash, width, format) {
  return `${PICTURE_URL}/${hash}-${width}.${format}`;
}
