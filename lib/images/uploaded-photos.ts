import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';

// Photos the staff upload from the console (a product's, a listing's, a person's). Interface agreed between the
// console's forms and the photo pipeline; the pipeline is written next to it.

/** The largest upload accepted: a phone camera's photo, with room to spare. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** An upload that is not stored: 413 too large, 415 not a picture; `message` is shown to the staff member. */
export class PhotoRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

/** A stored photo: `src` is what an entry's picture field holds. */
export interface StoredPhoto {
  src: string;
  width: number;
  height: number;
}

/** Checks, re-encodes (upright, no metadata) and stores an uploaded photo in every size the pages use. */
export async function storePhoto(db: AppDatabase, bytes: Uint8Array): Promise<StoredPhoto> {
  void db;
  void bytes;
  throw new PhotoRefused(415, 'Photos cannot be stored yet.');
}
