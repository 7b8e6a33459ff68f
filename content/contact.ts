import type { BannerSlide, ContactChannel, TeamContactBlock } from '@/content/schema/pages';
import { site } from '@/content/site';
import { mailtoHref, telHref, whatsappHref } from '@/content/site-links';

// Phone numbers, the e-mail address and the social profiles come from content/site.ts;
// change them there and every page follows.

// The contact block at the foot of /about.
export const teamContact: TeamContactBlock = {
  title: 'Talk to us',
  intro:
    'Book a consultation with a priest or priestess, or ask the Health Care Centre about an assessment or a fasting program.',
  phones: [
    { label: 'Consultations', number: site.consultationPhone },
    { label: 'Health Care Centre', number: site.healthCarePhone },
  ],
  email: site.email,
  bookCall: { label: 'Book a Call', href: telHref(site.consultationPhone) },
  links: [
    // Opens WhatsApp with this message already typed.
    {
      label: 'Chat on WhatsApp',
      icon: 'whatsapp',
      href: whatsappHref('Hello MHV, I would like to book a consultation.'),
    },
    { label: 'Follow us on Facebook', icon: 'facebook', href: site.facebookUrl },
    { label: 'See our photos on Instagram', icon: 'instagram', href: site.instagramUrl },
  ],
};

/** The longest subject and message the form takes; an address is at most 254 characters, as everywhere. */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

// The form on /contact. Sending posts the message to the staff inbox and mails the organisation's address.
export const contactForm = {
  title: 'Send us a message',
  intro:
    'Write to us about a consultation, a product or a visit. Your message reaches our staff, who reply by e-mail. We keep it only to answer you.',
  emailLabel: 'Your email',
  subjectLabel: 'Subject',
  messageLabel: 'Your message',
  submitLabel: 'Send message',
  sending: 'Sending…',
  /** `{email}` is the address the visitor typed. */
  sent: 'Message sent. We will reply to {email}.',
  // Without a connection the message cannot reach us: the visitor's own e-mail app may still send it later.
  offline: 'You are offline, so your message was not sent. It is still here: send it again once you are connected, or',
  offlineMailApp: 'send it from your e-mail app',
};

/** Why a message is refused, in the visitor's words. */
export const contactRefusals = {
  email: 'Please enter a valid email address.',
  subject: 'Please write a subject.',
  subjectTooLong: `The subject must be at most ${MAX_SUBJECT_LENGTH} characters.`,
  messageTooLong: `The message must be at most ${MAX_MESSAGE_LENGTH} characters.`,
  tooMany: 'You have sent many messages in the last hour. Please wait an hour, or call us.',
  unavailable: 'We could not take your message just now. Please try again in a few minutes, or call us.',
};

// The rotating banner on /contact: 4 slides, one every 3 seconds. Pictures live in public/pages/.
export const contactBannerSlides: BannerSlide[] = [
  {
    title: 'Spiritual and Self-Awareness',
    text: 'Consultations and teachings that help you understand your path and the forces around you.',
    image: { src: '/pages/banner-awareness.svg', width: 640, height: 360, alt: '' },
  },
  {
    title: 'Home of the Gods',
    text: 'Visit our sacred grounds and forest, where our festivals and rites have been kept for generations.',
    image: { src: '/pages/banner-shrine.svg', width: 640, height: 360, alt: '' },
  },
  {
    title: 'Your True Self',
    text: 'Come to know your kra, the soul you were born with, and live in line with it.',
    image: { src: '/pages/banner-true-self.svg', width: 640, height: 360, alt: '' },
  },
  {
    title: 'Out of Your Life',
    text: 'Cast out what weighs on you: cleansing, fasting and prayer for body and spirit.',
    image: { src: '/pages/banner-release.svg', width: 640, height: 360, alt: '' },
  },
];

// The four support channels on /contact, in this order.
export const supportChannels: ContactChannel[] = [
  {
    label: 'Phone',
    icon: 'phone',
    detail: site.consultationPhone,
    href: telHref(site.consultationPhone),
    note: 'Monday to Saturday, 8 am to 6 pm',
  },
  {
    label: 'Whatsapp',
    icon: 'whatsapp',
    detail: `+${site.whatsappNumber}`,
    href: whatsappHref(),
    note: 'Message a priest any time',
  },
  {
    label: 'Instagram',
    icon: 'instagram',
    detail: '@mhv.community',
    href: site.instagramUrl,
    note: 'Photos from our festivals and grounds',
  },
  {
    label: 'Email',
    icon: 'email',
    detail: site.email,
    href: mailtoHref(),
    note: 'We reply within two working days',
  },
];
