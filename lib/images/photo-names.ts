import { UPLOADED_PHOTO_SRC, UPLOADED_PHOTO_URL } from '@/content/schema/rules';
import { ladderFor } from '@/lib/images/picture-config.mjs';

// The names of uploaded photos and of their copies. Everything a page needs to draw a photo is in its name, so no
// page asks the database; only the copies' bytes are read from it, when a browser asks for them.

export type PhotoFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export type PhotoFallback = 'jpeg' | 'png';

/** A photo as its name describes it: the upright picture's size and the kind of its fallback copy. */
export interface PhotoName {
  hash: string;
  width: number;
  height: number;
  fallback: PhotoFallback;
}

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const FORMATS: Record<string, PhotoFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg', png: 'png' };
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const VARIANT_FILE = /^([0-9a-f]{16})-([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/;

/** What an entry's picture field holds for the photo. */
export const photoSrc = ({ hash, width, height, fallback }: PhotoName) =>
  `${UPLOADED_PHOTO_URL}/${hash}-${width}x${height}.${EXTENSIONS[fallback]}`;

/** The photo a picture field names, or null when it names a file in public/. */
export function readPhotoSrc(src: string): PhotoName | null {
  const match = UPLOADED_PHOTO_SRC.exec(src);
  if (!match) return null;
  const [, hash, width, height, extension] = match;
  return { hash, width: Number(width), height: Number(height), fallback: FORMATS[extension] as PhotoFallback };
}

/** The file name of one copy: `<hash>-<width>.<extension>`. */
export const photoVariantFile = (hash: string, width: number, format: PhotoFormat) =>
  `${hash}-${width}.${EXTENSIONS[format]}`;

export const photoVariantUrl = (hash: string, width: number, format: PhotoFormat) =>
  `${UPLOADED_PHOTO_URL}/${photoVariantFile(hash, width, format)}`;

/** The widths a photo is kept in: the same ladder as the pictures prepared at build time. */
export const photoWidths = (width: number): number[] => ladderFor(width);

/**
 * Which stored copy a file name under /photos/ asks for, or null for a name no upload ever makes. A photo's own
 * address (its picture field) is answered with its widest fallback copy, so it can be linked to as it is (a
 * product's structured data does).
 */
export function requestedPhotoFile(file: string): { file: string; photo?: PhotoName } | null {
  if (VARIANT_FILE.test(file)) return { file };
  const photo = readPhotoSrc(`${UPLOADED_PHOTO_URL}/${file}`);
  if (!photo) return null;
  const widths = photoWidths(photo.width);
  return { file: photoVariantFile(photo.hash, widths[widths.length - 1], photo.fallback), photo };
}
