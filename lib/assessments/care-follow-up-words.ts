import { site } from '@/content/site';

// What the result screen and the care page say about sending a result to the care centre, written once for the
// page's code, the server's mail and the tests. Free of server code and of zod, since the page's code carries it.

/** The address the result screen posts a follow-up to. */
export const CARE_FOLLOW_UP_API = '/api/care/follow-ups';

/** Where the deletion link of a follow-up leads, and the form that deletes it. */
export const CARE_DELETE_PATH = '/care/delete';
export const CARE_DELETE_FORM_PATH = '/care/delete/confirm';

const daysWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export const followUpLabels = {
  consent: 'Ask the care centre to contact me about this result',
  send: 'Send to the care centre',
  emailMe: 'E-mail me my result',
  phone: 'Phone',
  email: 'Email',
};

/** What the visitor is told beside the checkbox, before anything is sent: each a heading and its sentence. */
export function followUpTerms(retentionDays: number): [string, string][] {
  return [
    ['What is sent', 'Your answers, your result, and the name, phone number and e-mail address you gave.'],
    ['Who receives it', `The staff of the ${site.careName}, and no one else.`],
    ['Why', 'So that they can contact you about this result.'],
    ['How long it is kept', `${daysWords(retentionDays)}, then it is deleted.`],
    [
      'Deleting it',
      `You can have it deleted at any time: call ${site.healthCarePhone}, or use the link in the e-mail if you ask for your result by e-mail.`,
    ],
  ];
}

export const followUpMessages = {
  needsTick: `Nothing was sent. To send your result, first tick '${followUpLabels.consent}'.`,
  needsContact:
    'The care centre needs a phone number or an e-mail address to contact you. You gave neither: add one here.',
  addReach:
    'You gave neither a phone number nor an e-mail address. To send your result, add one here: the care centre needs it to contact you.',
  emailOnly: 'Sent only to this address, with a link to delete your answers.',
  sending: 'Sending…',
  sent: 'Sent to the care centre. Its staff will contact you about this result.',
  mailed: (email: string) => `Your result is on its way to ${email}, with a link to delete your answers.`,
  offline:
    'You seem to be offline, so nothing was sent. Your answers are still here: send them again once you are connected.',
  failed: `The care centre could not receive it just now. Please try again in a few minutes, or call ${site.healthCarePhone}.`,
};

/** The care page's note under its assessments, on what the care centre keeps of a result sent to it. */
export const carePrivacyNote = (retentionDays: number) =>
  `If you choose to send a result to the care centre, its staff receive your answers, your result and the details you give, only to contact you about it. They keep them for ${daysWords(retentionDays)}, then delete them, and you can have them deleted sooner at any time.`;
