import 'server-only';
import { createHash } from 'node:crypto';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { shopAddress } from '@/lib/server/mail/shop-address';

// The owner's mail when the site serves what its build did not make: one mail per round that found something not
// mailed before, naming each page and what changed, and what to do about it. Each change is mailed once (the store
// remembers it); a further change to the same file or header is a new change.

/** A change as mailed: its remembered key, the pages it showed on, and what it is. */
export type MailedChange = { key: string; pages: string[]; what: string };

/** Pages named before "and N more pages". */
const PAGES_NAMED = 5;

const ghanaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

function pagesOf(pages: string[]): string {
  const named = pages.slice(0, PAGES_NAMED).join(', ');
  const more = pages.length - PAGES_NAMED;
  return more > 0 ? `${named} and ${more} more page${more === 1 ? '' : 's'}` : named;
}

/** One line of the mail: the page(s), then what changed. */
export const changeLine = (change: MailedChange) => `${pagesOf(change.pages)}: ${change.what}`;

export function scriptAlarmMail(deploymentId: string, changes: MailedChange[], now: Date): QueuedMail {
  const keys = createHash('sha256')
    .update(changes.map((change) => change.key).join(','))
    .digest('hex');
  return {
    // New keys only, so a new reference each time.
    reference: `script-alarm-${keys.slice(0, 32)}`,
    kind: 'script-alarm',
    recipient: shopAddress(),
    subject: 'The website is serving scripts or headers its build did not make',
    body: [
      `At ${ghanaTime.format(now)} the website's own check of its public pages found what its build (deployment`,
      `${deploymentId}) did not make:`,
      '',
      ...changes.map((change) => `  ${changeLine(change)}`),
      '',
      'A script that is not the build’s, or whose content changed, may be someone else’s code running on the pages',
      'where visitors pay. Browsers refuse a changed script the pages load themselves, but not every script is',
      'checked that way. Ask whoever runs the server to look at what changed on it (the files it serves, a proxy or',
      'cache in front of it), and to deploy the site again from its repository. A missing or changed security header',
      'weakens the pages’ protection in the same way.',
      '',
      'This mail names each change once. A further change gets a mail of its own.',
    ].join('\n'),
  };
}
