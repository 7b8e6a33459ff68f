import 'server-only';
import { and, eq } from 'drizzle-orm';
import { requestedPhotoFile } from '@/lib/images/photo-names';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/server/http/security-headers.mjs';
import { withDatabase } from '@/lib/server/db/connection';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { photos, photoVariants } from '@/lib/server/db/photo-schema';

// Serves the copies of uploaded photos from the database (app/photos/[file]/route.ts). Their names change with their
// content, so browsers, the service worker and nginx keep them for a year; only the first visitor's request for each
// copy reaches the database.

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/** The copy named `file`, or the photo itself under its picture field's name (its widest fallback copy). */
export async function photoFileResponse(file: string, request: Request): Promise<Response> {
  const wanted = requestedPhotoFile(file);
  if (!wanted) return plain(400, 'This is not the name of a photo.');
  // The name never changes its bytes: a browser that has it already needs none of them.
  const etag = `"${wanted.file}"`;
  let found;
  try {
    found = await withDatabase(async (db) => {
      const where = eq(photoVariants.file, wanted.file);
      const photo = wanted.photo;
      if (!photo) return (await db.select().from(photoVariants).where(where))[0];
      // The photo's own name also holds its size: a name with the wrong size is not this photo's.
      const sized = and(where, eq(photos.width, photo.width), eq(photos.height, photo.height));
      const rows = await db
        .select({ variant: photoVariants })
        .from(photoVariants)
        .innerJoin(photos, eq(photos.hash, photoVariants.hash))
        .where(sized);
      return rows[0]?.variant;
    });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError)
      return plain(503, 'The photo cannot be read right now. Try again in a moment.', { 'Retry-After': '5' });
    throw error;
  }
  if (!found) return plain(404, 'There is no photo with this name.');
  const headers = { 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(found.bytes), {
    headers: { ...headers, 'Content-Type': found.contentType },
  });
}
