import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PICTURE_EXTENSIONS, UPLOADED_PHOTO_SRC } from '@/content/schema/rules';

// Field checks shared by the content schemas. Their messages finish a sentence that starts with the field's name
// ("price must be ..."), so a staff member reads what to change and what was found.

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const pictureExtension = new RegExp(`\\.(${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/**
 * True inside a Cloudflare Worker, whose navigator names the runtime (Node's says Node.js). The same test as
 * lib/server/runtime/on-workers.ts, written out here because content/ imports nothing from lib/.
 */
const onWorkers = () => typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers';

/** Why a picture path cannot be shown, or null when it is a file in public/ or a photo uploaded from the console. */
export function pictureProblem(src: string): string | null {
  // An uploaded photo lives in the database; its name is made by the upload, never typed.
  if (UPLOADED_PHOTO_SRC.test(src)) return null;
  if (!src.startsWith('/') || src.includes('..') || src.includes('\\')) {
    return `${src} must be a path in public/ starting with '/', e.g. /products/shea-butter.jpg`;
  }
  if (!pictureExtension.test(src)) return `${src} must be a ${PICTURE_EXTENSIONS.join(', ')} file`;
  // A Worker has no public/ folder to look in; the build, in Node, has already checked every picture.
  if (onWorkers()) return null;
  const file = path.join(PUBLIC_DIR, decodeURIComponent(src));
  if (!existsSync(file) || !statSync(file).isFile()) return `${src} does not exist in public/`;
  return null;
}

export const text = z.string().trim().min(1, { error: 'must not be empty' });

export const picture = z.string().superRefine((src, ctx) => {
  const problem = pictureProblem(src);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A picture in public/ with its size in pixels. */
export const sizedPicture = z.object({
  src: picture,
  /** Optional: the size is read from the file when it is left out. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const httpsUrl = z.string().superRefine((value, ctx) => {
  let ok = false;
  try {
    ok = new URL(value).protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok)
    ctx.addIssue({ code: 'custom', message: `must be a full address starting with https:// (found "${value}")` });
});

/**
 * Checked by `check` when the build runs, typed as `T` in the code. For a field whose values the code relies on
 * (a list of names: a typo fails the typecheck) while the build keeps the check and the message it always gave.
 * The step after the check only changes the type; it lets every value through.
 */
export function typedAs<T extends string>(check: z.ZodType<string>) {
  return check.transform((value) => value as T);
}

/** One of a fixed list of values, typed as that list's values. */
export function oneOf<const T extends string>(values: readonly T[]) {
  const allowed: readonly string[] = values;
  return typedAs<T>(
    z.string().superRefine((value, ctx) => {
      if (!allowed.includes(value)) {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not one of: ${values.join(', ')}` });
      }
    }),
  );
}

/** Adds an issue to every entry whose key was already used by an earlier one. */
export function uniqueBy<T>(
  key: (item: T) => string | number,
  field: string,
  describe: (item: T, index: number) => string,
) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string | number, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, field],
          message: `${JSON.stringify(value)} is already used by ${describe(items[first], first)}; each must be different`,
        });
    });
  };
}

/** A field of an entry not yet checked, so messages can name the entry whatever shape it has. */
export const entryField = (item: unknown, key: string) => (item as Record<string, unknown> | undefined)?.[key];

/** "'Ama Serwaa'", or "entry 3" when the entry has no `key`: how messages name an entry of a list. */
export const describeNamed = (key: string) => (item: unknown, index: number) =>
  entryField(item, key) ? `'${String(entryField(item, key))}'` : `entry ${index + 1}`;
