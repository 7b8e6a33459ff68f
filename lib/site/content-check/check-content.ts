import type { z } from 'zod';
import { pictureProblem } from '@/content/schema/fields';
import { PICTURE_EXTENSIONS } from '@/content/schema/rules';

/** One value of a content file and the schemas it must pass. */
export interface ContentTarget {
  /** The file a staff member opens to fix it: 'content/products.ts'; empty for an entry of the database's catalogue. */
  file: string;
  value: unknown;
  schemas: z.ZodType[];
  /** How messages name an entry of a list ("product 14 'Shea Butter'"); without it, `name` names the value. */
  entry?: (item: unknown, index: number) => string;
  name?: string;
}

/** Every value of a content file, scanned for picture paths that do not exist. */
export interface PictureScan {
  file: string;
  exports: Record<string, unknown>;
}

const FIELD_NAMES: Record<string, string> = {
  image_url: 'picture',
  image: 'picture',
  src: 'picture',
  categories: 'category',
};
/** Lists of plain values: their entries are named by the value the message quotes, not by position. */
const VALUE_LISTS = new Set(['categories']);
const looksLikePicture = new RegExp(`^/\\S*\\.(${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/** Zod's own wording for what the schemas leave unsaid, turned into plain words. */
function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? 'is missing'
      : `must be a ${issue.expected} (found ${JSON.stringify(issue.input)})`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return `must have at least ${issue.minimum}`;
  return undefined;
}

function fieldPhrase(path: readonly PropertyKey[]): string {
  const words = path
    .filter((key, index) => !(typeof key === 'number' && VALUE_LISTS.has(String(path[index - 1]))))
    .map((key) => (typeof key === 'number' ? String(key + 1) : String(key)));
  if (words.length >= 2 && words.at(-1) === 'src' && words.at(-2) === 'image') words.splice(-2, 2, 'picture');
  return words.map((word) => FIELD_NAMES[word] ?? word).join(' ');
}

function describeIssue(target: ContentTarget, issue: z.core.$ZodIssue): string {
  let path = issue.path;
  let where = target.name;
  if (target.entry && typeof path[0] === 'number' && Array.isArray(target.value)) {
    where = target.entry(target.value[path[0]], path[0]);
    path = path.slice(1);
  }
  const sentence = [fieldPhrase(path), issue.message].filter(Boolean).join(' ');
  const place = [target.file, where].filter(Boolean).join(', ');
  return place ? `${place}: ${sentence}` : sentence;
}

function scanPictures({ file, exports }: PictureScan): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      const problem = looksLikePicture.test(value) ? pictureProblem(value) : null;
      if (problem) problems.push(`${file}, ${where}: picture ${problem}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where} ${index + 1}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${where} ${key}`);
    }
  };
  for (const [name, value] of Object.entries(exports)) walk(value, name);
  return problems;
}

/** Every mistake in the content, one plain sentence each, naming the file, the entry and the field. */
export function contentProblems(targets: readonly ContentTarget[], scans: readonly PictureScan[] = []): string[] {
  const problems: string[] = [];
  for (const target of targets) {
    for (const schema of target.schemas) {
      const result = schema.safeParse(target.value, { error: plainMessage });
      if (!result.success) problems.push(...result.error.issues.map((issue) => describeIssue(target, issue)));
    }
  }
  // The scan finds pictures the schemas do not name; a picture already reported is not reported twice.
  const reported = (problem: string) =>
    problems.some((known) => known.includes(problem.slice(problem.indexOf('picture '))));
  for (const problem of scans.flatMap(scanPictures)) if (!reported(problem)) problems.push(problem);
  return [...new Set(problems)];
}

/** The message that stops the build. */
function contentReport(problems: readonly string[]): string {
  const count = problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`;
  return [
    `The content has ${count}. Fix ${problems.length === 1 ? 'it' : 'them'} and build again:`,
    ...problems.map((p) => `- ${p}`),
  ].join('\n');
}

class ContentError extends Error {
  constructor(problems: readonly string[]) {
    super(contentReport(problems));
    this.name = 'ContentError';
    // Where in our code the check threw means nothing to the person fixing content/: show the message alone.
    this.stack = `${this.name}: ${this.message}`;
  }
}

export function assertContent(targets: readonly ContentTarget[], scans: readonly PictureScan[] = []): void {
  const problems = contentProblems(targets, scans);
  if (problems.length > 0) throw new ContentError(problems);
}
