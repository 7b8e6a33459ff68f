import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PICTURE_EXTENSIONS } from '@/content/schema/rules';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { youtubeId } from '@/lib/videos/embed-url';

// Field checks shared by the content schemas. Their messages finish a sentence that starts with the field's name
// ("price must be ..."), so a staff member reads what to change and what was found.

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const pictureExtension = new RegExp(`\\.(${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/** Why a picture path cannot be shown, or null when it is a file in public/. */
export function pictureProblem(src: string): string | null {
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

/** A picture with an optional size: the size is read from the file when it is left out. */
export const sizedPicture = z.object({
  src: picture,
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

export const youtubeUrl = z.string().superRefine((value, ctx) => {
  if (youtubeId(value) === null) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not a YouTube video address; copy it from the video's Share button (https://youtu.be/...)`,
    });
  }
});

/** One of a fixed list of values. */
export function oneOf(values: readonly string[]) {
  return z.string().superRefine((value, ctx) => {
    if (!values.includes(value)) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not one of: ${values.join(', ')}` });
    }
  });
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
