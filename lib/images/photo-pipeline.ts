import 'server-only';
import sharp, { type Metadata } from 'sharp';
import {
  checkPixels,
  looksLikeAPicture,
  MAX_PHOTO_PIXELS,
  NOT_A_PICTURE,
  NotAPhoto,
  photoHash,
  UNREADABLE,
  upright,
  type PreparedPhoto,
} from '@/lib/images/photo-checks';
import { ENCODINGS } from '@/lib/images/picture-config.mjs';
import { photoWidths, type PhotoFallback, type PhotoFormat, type PhotoName } from '@/lib/images/photo-names';

// How an uploaded photo is checked and turned into the copies the pages offer: the same widths, formats and
// encoder settings as the pictures prepared at build time (build/generate-pictures.mjs).

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
  checkPixels(width, height);
  return { ...metadata, width, height };
}

/** Its size as it is seen: a phone photo turned by its EXIF orientation swaps width and height. */
export async function photoName(bytes: Uint8Array): Promise<PhotoName> {
  const header = await readHeader(bytes);
  const fallback: PhotoFallback = header.hasAlpha ? 'png' : 'jpeg';
  const [width, height] = upright(header.width, header.height, header.orientation);
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
