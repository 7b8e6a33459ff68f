import 'server-only';
import { site } from '@/content/site';
import {
  applicationRefusals,
  directoryApplication,
  type DirectoryApplicationBody,
} from '@/content/schema/directory-application';
import { addInboxItem } from '@/lib/inbox/inbox-store';
import { PhotoRefused, storePhoto } from '@/lib/images/uploaded-photos';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { limitKey } from '@/lib/server/http/guard/client-address';
import { defaultStore } from '@/lib/server/http/store/default-store';
import { APPLICATION_TRAP_FIELD } from './directory-application-paths';

// An application to join the directory: kept in the staff inbox with its photo, for the owner to approve or decline.
// The photo goes through the same pipeline as the console's uploads (upright, every size, no camera metadata such as
// where it was taken) and is stored before the application: a photo is stored whole or not at all under a name made
// from its bytes, so one whose application then fails is harmless, and the application never names a missing photo.
// Robots are kept out without a third party's puzzle: a field people never see and never fill (a robot is answered
// as if it had succeeded and nothing is kept), and a few applications an hour from one address (an IPv6 client by
// its /64), counted before the costly work on the photo.

const PER_HOUR = 10;
const HOUR_SECONDS = 3600;

/** What the form carried: each text field once, and the photo's bytes if one was chosen. */
export interface ApplicationForm {
  fields: Record<string, string>;
  photo: Uint8Array | null;
}

export type ApplicationOutcome =
  { kind: 'sent' } | { kind: 'refused'; status: number; message: string; headers?: Record<string, string> };

const refused = (status: number, message: string, headers?: Record<string, string>): ApplicationOutcome => ({
  kind: 'refused',
  status,
  message,
  headers,
});

export const applicationWords = {
  unavailable: `We could not take your application just now, and nothing was kept. Please try again in a few minutes, or call us on ${site.consultationPhone}.`,
  tooMany: `You have sent many applications in the last hour. Please wait an hour, or call us on ${site.consultationPhone}.`,
  otherFields: 'The form holds fields it does not take. Please send it from our page ‘Add Your Business’.',
  noPhotos: `We cannot take photos on this site just now, so nothing was kept. Please try again later, or call us on ${site.consultationPhone}.`,
};

const unavailable = () => refused(503, applicationWords.unavailable, { 'Retry-After': '60' });

/** One more application from this client in the hour, or the wait before the next one is taken. */
async function withinHourlyLimit(clientId: string) {
  const store = await defaultStore();
  return store.take(`directory-application:hour:${limitKey(clientId)}`, {
    capacity: PER_HOUR,
    refillPerSecond: PER_HOUR / HOUR_SECONDS,
  });
}

async function keep(body: DirectoryApplicationBody): Promise<void> {
  const { db } = await getDatabase();
  await addInboxItem(db, {
    kind: 'application',
    name: body.applicantName,
    email: body.applicantEmail || null,
    phone: body.applicantPhone || null,
    title: body.companyName,
    body,
  });
}

/** The photo's stored name, or the refusal the applicant is shown. */
async function storedPhoto(bytes: Uint8Array): Promise<string | ApplicationOutcome> {
  try {
    const { db } = await getDatabase();
    return (await storePhoto(db, bytes)).src;
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error;
    // A server that cannot prepare photos at all is the site's fault, not the photo's.
    if (error.status === 501) return refused(503, applicationWords.noPhotos);
    return refused(error.status, error.message);
  }
}

/** Takes a posted application: kept, ignored as a robot's (answered alike), or refused with a status and a sentence. */
export async function takeDirectoryApplication(form: ApplicationForm, clientId: string): Promise<ApplicationOutcome> {
  const { [APPLICATION_TRAP_FIELD]: trap = '', ...fields } = form.fields;
  if (trap !== '') return { kind: 'sent' };
  const parsed = directoryApplication.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return refused(
      400,
      issue?.code === 'unrecognized_keys'
        ? applicationWords.otherFields
        : (issue?.message ?? applicationRefusals.companyName),
    );
  }
  if (!form.photo) return refused(400, applicationRefusals.photo);
  try {
    const limit = await withinHourlyLimit(clientId);
    if (!limit.allowed)
      return refused(429, applicationWords.tooMany, { 'Retry-After': String(limit.retryAfterSeconds) });
  } catch (error) {
    console.error('[directory] the limits store is unavailable.', error instanceof Error ? error.message : error);
    return unavailable();
  }
  try {
    const photo = await storedPhoto(form.photo);
    if (typeof photo !== 'string') return photo;
    await keep({ ...parsed.data, photo });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[directory] the database is unavailable; the application was not kept.', (error as Error).message);
    return unavailable();
  }
  return { kind: 'sent' };
}
