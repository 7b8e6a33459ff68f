// Photos the staff upload from the console, kept in the database so that every Node instance and the Worker serve
// the same files (lib/images/uploaded-photos.ts writes them, lib/images/photo-files.ts serves them). Changing this
// file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** A file's bytes as Postgres stores them; both drivers hand them back as a Uint8Array (pg's Buffer is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One row per photo, named by the hash of what was uploaded (and of the way it is prepared): the same photo uploaded
 * twice is the same row. Its size is that of the upright picture, before any resizing.
 */
export const photos = pgTable(
  'photos',
  {
    hash: text('hash').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The copy for browsers without AVIF and WebP: a JPEG, or a PNG for a see-through picture. */
    fallback: text('fallback').$type<'jpeg' | 'png'>().notNull(),
    uploadedAt: moment('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    check('photos_fallback_check', sql`${table.fallback} in ('jpeg', 'png')`),
    check('photos_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * Every copy of a photo the pages offer: one per width of the ladder and format, with the type it is served as. Read
 * by its file name (`<hash>-<width>.<avif|webp|jpg|png>`), the address a page asks for.
 */
export const photoVariants = pgTable(
  'photo_variants',
  {
    file: text('file').primaryKey(),
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    format: text('format').$type<'avif' | 'webp' | 'jpeg' | 'png'>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    unique('photo_variants_copy_unique').on(table.hash, table.width, table.format),
    foreignKey({ columns: [table.hash], foreignColumns: [photos.hash] }),
    check('photo_variants_format_check', sql`${table.format} in ('avif', 'webp', 'jpeg', 'png')`),
  ],
);
