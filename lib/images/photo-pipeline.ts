import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ENCODINGS, PIPELINE_VERSION } from '@/lib/images/picture-config.mjs';
import { photoWidths, type PhotoFallback, type PhotoFormat, type PhotoName } from '@/lib/images/photo-names';

// How an uploaded photo is checked and turned into the copies the pages offer: the same widths, formats and
// encoder settings as the pictures prepared at build time (lib/images/generate-pictures.mjs).

/**
 * The most pixels a photo may have, checked from its header before it is decoded: a small file can claim a huge
 * picture and take all of the server's memory. 50 million pixels takes the 48 and 50 megapixel modes of today's
 * phones (8160 x 6120); their usual photos are 12 megapixels.
 */
const MAX_PHOTO_PIXELS = 50_000_000;

/** Changes when this file prepares photos differently, so the same upload then gets new names. */
const PHOTO_PIPELINE = `photo-1:${PIPELINE_VERSION}`;

/** An upload that is not stored; the caller turns it into PhotoRefused (kept there, with the agreed interface). */
export class NotAPhoto extends Error {}

const NOT_A_PICTURE = 'The photo must be a JPEG, PNG, WebP or AVIF picture.';
const UNREADABLE = 'The photo could not be read; it may be damaged. Take or save it again and upload the copy.';

export interface PreparedPhoto extends PhotoName {
  variants: { width: number; format: PhotoFormat; bytes: Buffer }[];
}

/**
 * The first bytes of the four formats taken: JPEG, PNG, WebP and the ISO box AVIF is stored in. Anything else (SVG,
 * PDF, TIFF, GIF, a document) never reaches a decoder.
 */
function looksLikeAPicture(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    text(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    text(4, 8) === 'ftyp'
  );
}

// A HEIF box holding an iPhone's HEVC picture is refused: the server's decoder reads AV1 (AVIF) only.
const accepted = ({ format, compression }: Metadata) =>
  format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1');

/** The photo's header: its format, its size and whether it is see-through; refuses what is not taken. */
async function readHeader(bytes: Uint8Array): Promise<Metadata & { width: number; height: number }> {
  if (!looksLikeAPicture(bytes)) throw new NotAPhoto(NOT_A_PICTURE);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata || !accepted(metadata)) throw new NotAPhoto(NOT_A_PICTURE);
  const { width, height } = metadata;
  if (!width || !height) throw new NotAPhoto(UNREADABLE);
  if (width * height > MAX_PHOTO_PIXELS) {
    const millions = Math.round((width * height) / 1_000_000);
    throw new NotAPhoto(
      `The photo has ${millions} million pixels; the most is ${MAX_PHOTO_PIXELS / 1_000_000} million. ` +
        'Take it at the camera’s usual size, or make it smaller, and upload it again.',
    );
  }
  return { ...metadata, width, height };
}

/** The name the photo is stored under: the same upload always gets the same one. */
const photoHash = (bytes: Uint8Array) =>
  createHash('sha256').update(PHOTO_PIPELINE).update(bytes).digest('hex').slice(0, 16);

/** Its size as it is seen: a phone photo turned by its EXIF orientation swaps width and height. */
export async function photoName(bytes: Uint8Array): Promise<PhotoName> {
  const header = await readHeader(bytes);
  const turned = (header.orientation ?? 1) >= 5;
  const fallback: PhotoFallback = header.hasAlpha ? 'png' : 'jpeg';
  const [width, height] = turned ? [header.height, header.width] : [header.width, header.height];
  return { hash: photoHash(bytes), width, height, fallback };
}

/**
 * Every copy, upright and without any of the file's metadata (sharp writes none unless asked: no EXIF, no GPS
 * position, no camera, no colour profile; colours are turned into sRGB). The original is decoded once, shrunk to the
 * widest copy; the copies are made from that.
 */
export async function preparePhoto(bytes: Uint8Array, name: PhotoName): Promise<PreparedPhoto> {
  const widths = photoWidths(name.width);
  let decoded;
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAPhoto(UNREADABLE);
  }
  const image = sharp(decoded.data, { raw: decoded.info });
  const formats: PhotoFormat[] = ['avif', 'webp', name.fallback];
  // One after another: libvips already spreads each one over the cores, and running them side by side was no faster
  // (measured on 2 cores) while holding more memory away from the visitors' requests.
  const variants: PreparedPhoto['variants'] = [];
  for (const width of widths) {
    for (const format of formats) {
      const bytes = await image.clone().resize({ width }).toFormat(format, ENCODINGS[format]).toBuffer();
      variants.push({ width, format, bytes });
    }
  }
  return { ...name, variants };
}
