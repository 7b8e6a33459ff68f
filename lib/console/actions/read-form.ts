import 'server-only';
import { readBody, TooLarge } from '@/lib/server/http/guard/body-limit';
import { isStorableText } from '@/lib/server/db/storable';
import { MAX_PHOTO_BYTES } from '@/lib/images/uploaded-photos';
import { MAX_FORM_BYTES } from '../console-limits';
import { consoleRefusals } from '../console-messages';

// Reads a console form's body: the plain form every page posts, or, for a form that takes a photo, the multipart
// form a browser sends when a file is chosen. The body is counted as it streams in and cut off past its limit before
// anything parses it, so an upload too large is never held whole in memory.

export type FormRefusal = { refused: true; status: number; message: string };
type ReadForm = { refused: false; fields: Record<string, string>; photo: Uint8Array | null } | FormRefusal;

const refuse = (status: number, message: string): FormRefusal => ({ refused: true, status, message });

/** The photo, and the text fields with room to spare: a phone's photo is never refused for the words beside it. */
const MAX_MULTIPART_BYTES = MAX_PHOTO_BYTES + MAX_FORM_BYTES;

const PHOTO_TOO_LARGE = `${consoleRefusals.photoTooLarge} ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;

type Entries = Iterable<[string, string | File]>;

async function collect(entries: Entries, photoAllowed: boolean): Promise<ReadForm> {
  // A Map, so that a field named like an object's own property ('constructor', '__proto__') is only a field.
  const fields = new Map<string, string>();
  let photo: Uint8Array | null = null;
  let textBytes = 0;
  for (const [key, value] of entries) {
    if (fields.has(key) || (key === 'photo' && photo))
      return refuse(400, `The field ${key.slice(0, 40)} was sent twice.`);
    if (typeof value !== 'string') {
      if (!photoAllowed || key !== 'photo') return refuse(400, consoleRefusals.unexpectedFile);
      // A form whose file input was left empty still sends the field, with no name and no bytes.
      if (value.size > 0) photo = new Uint8Array(await value.arrayBuffer());
      continue;
    }
    textBytes += key.length + value.length;
    if (textBytes > MAX_FORM_BYTES) return refuse(413, consoleRefusals.tooLarge);
    if (!isStorableText(key) || !isStorableText(value)) return refuse(400, consoleRefusals.badCharacter);
    fields.set(key, value);
  }
  return { refused: false, fields: Object.fromEntries(fields), photo };
}

/** The form's fields (each once), and its photo when the action takes one. */
export async function readForm(request: Request, photoAllowed: boolean): Promise<ReadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  const multipart = photoAllowed && type === 'multipart/form-data';
  if (type !== 'application/x-www-form-urlencoded' && !multipart)
    return refuse(415, photoAllowed ? consoleRefusals.photoContentType : consoleRefusals.contentType);
  let raw: Uint8Array;
  try {
    raw = await readBody(request, multipart ? MAX_MULTIPART_BYTES : MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, multipart ? PHOTO_TOO_LARGE : consoleRefusals.tooLarge);
    return refuse(400, consoleRefusals.contentType);
  }
  if (!multipart) return collect(new URLSearchParams(new TextDecoder().decode(raw)), false);
  let form: FormData;
  try {
    // The platform's own parser, given the bytes already counted.
    form = await new Response(raw as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return refuse(400, consoleRefusals.unreadableForm);
  }
  return collect(form.entries() as Entries, true);
}
