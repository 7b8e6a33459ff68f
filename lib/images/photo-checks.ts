import 'server-only';
import { createHash } from 'node:crypto';
import { PIPELINE_VERSION } from '@/lib/images/picture-config.mjs';
import type { PhotoFormat, PhotoName } from '@/lib/images/photo-names';

// What both ways of preparing an uploaded photo share (sharp on a Node server, lib/images/photo-pipeline.ts; the
// Images binding on Cloudflare, lib/images/photo-pipeline-edge.ts): the formats taken, the size limit, the messages
// and the photo's name.

/**
 * The most pixels a photo may have, checked from its header before it is decoded: a small file can claim a huge
 * picture and take all of the server's memory. 50 million pixels takes the 48 and 50 megapixel modes of today's
 * phones (8160 x 6120); their usual photos are 12 megapixels.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Changes when photos are prepared differently, so the same upload then gets new names. */
const PHOTO_PIPELINE = `photo-1:${PIPELINE_VERSION}`;

/** An upload that is not stored; storePhoto turns it into PhotoRefused (415). */
export class NotAPhoto extends Error {}

export const NOT_A_PICTURE = 'The photo must be a JPEG, PNG, WebP or AVIF picture.';
export const UNREADABLE = 'The photo could not be read; it may be damaged. Take or save it again and upload the copy.';

export interface PreparedPhoto extends PhotoName {
  variants: { width: number; format: PhotoFormat; bytes: Uint8Array }[];
}

/**
 * The first bytes of the four formats taken: JPEG, PNG, WebP and the ISO box AVIF is stored in. Anything else (SVG,
 * PDF, TIFF, GIF, a document) never reaches a decoder.
 */
export function looksLikeAPicture(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    text(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    text(4, 8) === 'ftyp'
  );
}

/** Refuses a picture whose header claims more pixels than the limit, before anything decodes it. */
export function checkPixels(width: number, height: number): void {
  if (width * height <= MAX_PHOTO_PIXELS) return;
  const millions = Math.round((width * height) / 1_000_000);
  throw new NotAPhoto(
    `The photo has ${millions} million pixels; the most is ${MAX_PHOTO_PIXELS / 1_000_000} million. ` +
      'Take it at the camera’s usual size, or make it smaller, and upload it again.',
  );
}

/** The name the photo is stored under: the same upload always gets the same one. */
export const photoHash = (bytes: Uint8Array) =>
  createHash('sha256').update(PHOTO_PIPELINE).update(bytes).digest('hex').slice(0, 16);

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
export const upright = (width: number, height: number, orientation = 1): [number, number] =>
  orientation >= 5 ? [height, width] : [width, height];
