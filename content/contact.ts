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

// The form on /contact. Sending opens the visitor's own e-mail app, addressed to site.email.
export const contactForm = {
  title: 'Send us a message',
  intro:
    'Write to us about a consultation, a product or a visit. Pressing Send message opens your e-mail app with your message ready to send.',
  emailLabel: 'Your email',
  subjectLabel: 'Subject',
  messageLabel: 'Your message',
  submitLabel: 'Send message',
  // Shown after pressing Send message, in case the phone has no e-mail app set up.
  sentNote: 'Your e-mail app should now open with your message. If it does not, write to us at',
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
