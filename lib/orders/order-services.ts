import 'server-only';
import { getDatabase } from '@/lib/db/connection';
import { startMailRetries } from '@/lib/mail/deliver';
import { serveOrderBook } from './book-socket';

/**
 * What a running site does for the order book beside answering requests: retry unsent mail, and (on PGlite) open
 * the database at start and answer `npm run orders`. Never throws: a database that is down now is retried on use.
 */
export async function startOrderServices(): Promise<void> {
  startMailRetries();
  try {
    const handle = await getDatabase();
    if (handle.kind === 'pglite') await serveOrderBook(handle);
  } catch (error) {
    console.error('[orders] start-up:', error instanceof Error ? error.message : error);
  }
}
