import 'server-only';
import { eq } from 'drizzle-orm';
import { PHOTO_CONTENT_TYPES, photoSrc, photoVariantFile } from '@/lib/images/photo-names';
import { NotAPhoto } from '@/lib/images/photo-checks';
import { photoName, preparePhoto } from '@/lib/images/photo-pipeline';
import type { AppDatabase } from '@/lib/server/db/client';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { workerBindings } from '@/lib/server/runtime/workers';
import { photos, photoVariants } from '@/lib/server/db/photo-schema';

// Photos the staff upload from the console (a product's, a listing's, a person's). Interface agreed between the
// console's forms and the photo pipeline; the pipeline is written next to it.

/** The largest upload accepted: a phone camera's photo, with room to spare. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/**
 * An upload that is not stored: 413 too large, 415 not a picture, 501 no photo can be prepared here (a Worker
 * deployed without its Images binding);
 * `message` is shown to the staff member.
 */
export class PhotoRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 501,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

/**
 * On Cloudflare, photos are prepared by the Images binding; a Worker deployed without it keeps the entry's photo as
 * it was.
 */
const PHOTOS_NEED_IMAGES =
  'Photos cannot be prepared on this installation: its Cloudflare Worker has no Images binding. Save the other changes without a photo, and ask whoever runs the site to add the binding.';

/** A stored photo: `src` is what an entry's picture field holds. */
export interface StoredPhoto {
  src: string;
  width: number;
  height: number;
}

/** Checks, re-encodes (upright, no metadata) and stores an uploaded photo in every size the pages use. */
export async function storePhoto(db: AppDatabase, bytes: Uint8Array): Promise<StoredPhoto> {
  // Checked before anything is decoded.
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoRefused(413, 'The photo is larger than 20 MB.');
  if (onWorkers() && !workerBindings().IMAGES) throw new PhotoRefused(501, PHOTOS_NEED_IMAGES);
  try {
    const name = await photoName(bytes);
    const stored = { src: photoSrc(name), width: name.width, height: name.height };
    // The same photo uploaded again (a retried form) is already stored whole: nothing to prepare.
    const [known] = await db.select({ hash: photos.hash }).from(photos).where(eq(photos.hash, name.hash));
    if (known) return stored;
    const prepared = await preparePhoto(bytes, name);
    // All or nothing: a photo row is only ever seen with every copy it has.
    await db.transaction(async (tx) => {
      const { hash, width, height, fallback } = prepared;
      await tx.insert(photos).values({ hash, width, height, fallback }).onConflictDoNothing();
      const rows = prepared.variants.map((variant) => ({
        file: photoVariantFile(hash, variant.width, variant.format),
        hash,
        width: variant.width,
        format: variant.format,
        contentType: PHOTO_CONTENT_TYPES[variant.format],
        bytes: variant.bytes,
      }));
      await tx.insert(photoVariants).values(rows).onConflictDoNothing();
    });
    return stored;
  } catch (error) {
    if (error instanceof NotAPhoto) throw new PhotoRefused(415, error.message);
    throw error;
  }
}
