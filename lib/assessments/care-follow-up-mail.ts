import 'server-only';
import { site } from '@/content/site';
import { careCentre } from '@/content/assessments/care-centre';
import { stressBandAdvice } from '@/content/assessments/stressors';
import type { CareFollowUpBody } from '@/content/schema/care-follow-up';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { siteUrl } from '@/lib/site/site-url';
import { careAssessmentTitles } from './care-follow-up-result';
import { CARE_DELETE_PATH } from './care-follow-up-words';

// The mail a visitor asks for with their follow-up: their result, and the one link that deletes what the care centre
// holds. It goes to the address they typed and to no one else.

/** The outbox's name for this mail: one per follow-up, whose id is its reference. */
const CARE_RESULT_MAIL = 'care-result';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The deletion link, on the site's public address. */
function careDeleteUrl(key: string): string {
  const url = new URL(CARE_DELETE_PATH, siteUrl().origin);
  url.searchParams.set('key', key);
  return url.href;
}

function resultLines(body: CareFollowUpBody): string[] {
  const { overall, categories } = body.results;
  if (body.assessment === 'lifestyle') {
    return [
      overall.words ?? '',
      `You answered Yes to ${overall.yes} of ${overall.answered} statements.`,
      '',
      'Statements answered Yes, by topic:',
      ...categories.map((row) => `- ${row.name}: ${row.yes} of ${row.answered}`),
    ];
  }
  return [
    `${overall.words}: overall ${overall.percentage}%. You answered Yes to ${overall.yes} of ${overall.answered} questions.`,
    overall.band ? stressBandAdvice[overall.band] : '',
    '',
    'Stress by category:',
    ...categories.map((row) => `- ${row.name}: ${row.yes} of ${row.answered}, ${row.percentage}%, ${row.words}`),
  ];
}

interface CareResultMailInput {
  /** The inbox item's id: the outbox's reference, so that deleting the item deletes its mail too. */
  id: string;
  email: string;
  name: string | null;
  body: CareFollowUpBody;
  deleteKey: string;
  keepUntil: Date;
}

export function careResultMail({ id, email, name, body, deleteKey, keepUntil }: CareResultMailInput): QueuedMail {
  const title = careAssessmentTitles[body.assessment];
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `Here is your result of the ${title}, as you asked when you sent it to the ${site.careName}.`,
    '',
    ...resultLines(body),
    '',
    `The care centre's staff will contact you about this result. They keep your answers, your result and your details until ${day.format(keepUntil)}, then delete them.`,
    '',
    "To delete them now, open this link and press 'Delete my answers':",
    careDeleteUrl(deleteKey),
    '',
    `To talk your result through sooner, call ${site.healthCarePhone}.`,
    '',
    careCentre.disclaimer,
    '',
    site.careName,
  ].join('\n');
  return { reference: id, kind: CARE_RESULT_MAIL, recipient: email, subject: `Your ${title} result`, body: text };
}
