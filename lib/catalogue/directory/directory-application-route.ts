import 'server-only';
import { MAX_PHOTO_BYTES } from '@/lib/images/uploaded-photos';
import { readBody, TooLarge } from '@/lib/server/http/guard/body-limit';
import { guardedRoute } from '@/lib/server/http/guard/guarded-route';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { routeMethods } from '@/lib/server/http/guard/method';
import { formRefusalPage } from '@/lib/server/http/form-refusal-page';
import { isStorableText } from '@/lib/server/db/storable';
import { takeDirectoryApplication, type ApplicationForm, type ApplicationOutcome } from './directory-application';
import { DIRECTORY_APPLY_PATH, DIRECTORY_APPLY_SENT_PATH } from './directory-application-paths';

// The address 'Add Your Business' posts to: a plain multipart form, the same with or without the page's code. The
// browser is sent on to the page's thanks (303, so a reload never sends it twice), or gets a short page with the
// refusal, from which its Back button returns to the form as it was typed. The body is counted as it streams in and
// cut off past its limit before anything parses it, so an upload too large is never held whole in memory.

/** The words beside the photo: every field at its longest, in a script of four bytes a letter, with room to spare. */
const MAX_TEXT_BYTES = 64 * 1024;
/** A phone camera's photo, as the console takes it, and the words beside it. */
const MAX_APPLICATION_BYTES = MAX_PHOTO_BYTES + MAX_TEXT_BYTES;

const words = {
  crossOrigin: GUARD_MESSAGES.crossOrigin,
  notMultipart: 'Please send the application from our page ‘Add Your Business’, with a photo of your business.',
  tooLarge: `The photo is too large: choose one smaller than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The application could not be read. Please send it again.',
  twice: 'A field of the form was sent twice. Please send it from our page ‘Add Your Business’.',
  otherFile: 'The form takes one photo and no other file.',
  badText: GUARD_MESSAGES.badText,
};

type Read = { form: ApplicationForm } | { status: number; message: string };

type Entries = Iterable<[string, string | File]>;

async function collect(entries: Entries): Promise<Read> {
  // A Map, so that a field named like an object's own property ('constructor', '__proto__') is only a field.
  const fields = new Map<string, string>();
  let photo: Uint8Array | null = null;
  let textBytes = 0;
  let photoSeen = false;
  for (const [key, value] of entries) {
    if (fields.has(key) || (key === 'photo' && photoSeen)) return { status: 400, message: words.twice };
    if (typeof value !== 'string') {
      if (key !== 'photo') return { status: 400, message: words.otherFile };
      photoSeen = true;
      // A form whose file input was left empty still sends the field, with no name and no bytes.
      if (value.size > 0) photo = new Uint8Array(await value.arrayBuffer());
      continue;
    }
    textBytes += key.length + value.length;
    if (textBytes > MAX_TEXT_BYTES) return { status: 413, message: GUARD_MESSAGES.tooLarge };
    if (!isStorableText(key) || !isStorableText(value)) return { status: 400, message: words.badText };
    fields.set(key, value);
  }
  return { form: { fields: Object.fromEntries(fields), photo } };
}

/** The form's fields and photo, or why it cannot be read. */
async function readApplication(request: Request): Promise<Read> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data')
    return { status: 415, message: words.notMultipart };
  let raw: Uint8Array;
  try {
    raw = await readBody(request, MAX_APPLICATION_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return { status: 413, message: words.tooLarge };
    return { status: 400, message: words.unreadable };
  }
  try {
    // The platform's own parser (Node's and the Worker's alike), given the bytes already counted.
    const form = await new Response(raw as BodyInit, { headers: { 'content-type': contentType } }).formData();
    return await collect(form.entries() as Entries);
  } catch {
    return { status: 400, message: words.unreadable };
  }
}

/** A refusal for the browser: the sentence, and the ways back. */
function refusalPage(status: number, message: string, requestId: string, headers: Record<string, string> = {}) {
  return formRefusalPage({
    status,
    message,
    requestId,
    headers,
    title: 'Application not sent',
    heading: 'Your application was not sent',
    backNote:
      "Your browser's Back button returns to your application as you typed it; choose the photo again if it is no longer there.",
    back: { href: DIRECTORY_APPLY_PATH, words: 'Back to Add Your Business' },
  });
}

function answer(outcome: ApplicationOutcome, requestId: string): Response {
  if (outcome.kind === 'refused') return refusalPage(outcome.status, outcome.message, requestId, outcome.headers);
  return new Response(null, {
    status: 303,
    headers: { Location: DIRECTORY_APPLY_SENT_PATH, 'Cache-Control': 'private, no-store', 'X-Request-Id': requestId },
  });
}

/**
 * Everything the application's route exports. `fromThisSite` says whether the post came from a page of this site
 * (another site's page cannot apply in a visitor's name); the route hands it over, as this code stands below the
 * sign-in's request checks.
 */
export function directoryApplicationRoute(fromThisSite: (request: Request) => boolean) {
  return routeMethods(
    'POST',
    guardedRoute({ name: 'directory-application', maxBodyBytes: MAX_APPLICATION_BYTES }, 'POST', {
      async serve(request, { requestId, clientId }) {
        if (!fromThisSite(request)) return refusalPage(403, words.crossOrigin, requestId);
        const read = await readApplication(request);
        if (!('form' in read)) return refusalPage(read.status, read.message, requestId);
        return answer(await takeDirectoryApplication(read.form, clientId), requestId);
      },
    }),
  );
}
