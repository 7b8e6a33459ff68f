import 'server-only';
import { imageSize } from 'image-size';
import {
  checkPixels,
  looksLikeAPicture,
  NOT_A_PICTURE,
  NotAPhoto,
  photoHash,
  UNREADABLE,
  upright,
  type PreparedPhoto,
} from '@/lib/images/photo-checks';
import { ENCODINGS } from '@/lib/images/picture-config.mjs';
import { PHOTO_CONTENT_TYPES, photoWidths, type PhotoFormat, type PhotoName } from '@/lib/images/photo-names';
import { workerBindings } from '@/lib/server/runtime/workers';

// Stands in for lib/images/photo-pipeline.ts in the Cloudflare Workers build (next.config.mjs): a Worker cannot load
// sharp, so the copies are made by Cloudflare's Images binding (`IMAGES` in wrangler.jsonc; wrangler's local mode
// runs it with sharp). The same checks, widths and formats as on a Node server; the header is read by image-size, a
// few kilobytes of plain JavaScript, so nothing is decoded before the checks pass.

/** The part of the Images binding used here (Cloudflare's ImagesBinding type, without adding its package). */
interface ImagesBinding {
  input(stream: ReadableStream<Uint8Array>): ImageTransformer;
}
interface ImageTransformer {
  transform(transform: { width?: number; height?: number; fit?: 'scale-down' }): ImageTransformer;
  output(options: { format: string; quality?: number }): Promise<{ response(): Response }>;
}

const streamOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();

function imagesBinding(): ImagesBinding {
  const binding = workerBindings().IMAGES as ImagesBinding | undefined;
  // storePhoto refuses the upload (501) before calling here when the binding is missing.
  if (!binding) throw new Error('The Worker has no Images binding (IMAGES in wrangler.jsonc).');
  return binding;
}

const TAKEN = new Set(['jpg', 'png', 'webp', 'heif']);

/** Its size as it is seen: a phone photo turned by its EXIF orientation swaps width and height. */
export async function photoName(bytes: Uint8Array): Promise<PhotoName> {
  if (!looksLikeAPicture(bytes)) throw new NotAPhoto(NOT_A_PICTURE);
  let header;
  try {
    header = imageSize(bytes);
  } catch {
    throw new NotAPhoto(NOT_A_PICTURE);
  }
  if (!header.type || !TAKEN.has(header.type)) throw new NotAPhoto(NOT_A_PICTURE);
  if (!header.width || !header.height) throw new NotAPhoto(UNREADABLE);
  checkPixels(header.width, header.height);
  const [width, height] = upright(header.width, header.height, header.orientation);
  // A PNG may be see-through: its fallback copy stays a PNG. The header alone does not say, so every PNG keeps one.
  return { hash: photoHash(bytes), width, height, fallback: header.type === 'png' ? 'png' : 'jpeg' };
}

async function encode(images: ImagesBinding, bytes: Uint8Array, width: number, format: PhotoFormat) {
  const quality = format === 'png' ? undefined : ENCODINGS[format].quality;
  const result = await images
    .input(streamOf(bytes))
    .transform({ width })
    .output({ format: PHOTO_CONTENT_TYPES[format], quality });
  return new Uint8Array(await result.response().arrayBuffer());
}

/**
 * Every copy, upright (the binding applies the EXIF orientation) and without the camera's metadata: AVIF and WebP
 * copies carry none, and the JPEG keeps at most a copyright line (Cloudflare's default), never a position. The
 * original is decoded once into a lossless copy at the widest width; the smaller copies are made from that.
 */
export async function preparePhoto(bytes: Uint8Array, name: PhotoName): Promise<PreparedPhoto> {
  const images = imagesBinding();
  const widths = photoWidths(name.width);
  let widest: Uint8Array;
  try {
    widest = await encode(images, bytes, widths[widths.length - 1], 'png');
  } catch {
    throw new NotAPhoto(UNREADABLE);
  }
  const variants: PreparedPhoto['variants'] = [];
  for (const width of widths) {
    for (const format of ['avif', 'webp', name.fallback] as const) {
      variants.push({ width, format, bytes: await encode(images, widest, width, format) });
    }
  }
  return { ...name, variants };
}
