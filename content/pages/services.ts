import type { ContentPage } from '@/content/schema/pages';
import { site } from '@/content/site';
import { assessmentAction, bookCallAction, shopAction, teachingsAction } from '@/content/pages/calls-to-action';
import { routes } from '@/content/routes';

// The words on /services. Each section is one band of the page, in this order.
export const servicesPage: ContentPage = {
  hero: {
    eyebrow: 'Services and Products',
    title: 'Help for the spirit, care for the body',
    intro:
      'Talk to a priest, start a preventive health plan at our centre, or order the herbal and spiritual products our herbalists prepare. Every service begins with a conversation.',
    image: {
      src: '/pages/services-hero.svg',
      width: 560,
      height: 420,
      alt: 'Dried herbs, a bottle of tincture and a calabash on a woven mat',
    },
    actions: [bookCallAction, shopAction, assessmentAction],
  },
  sections: [
    {
      id: 'consultations',
      eyebrow: 'Spiritual services',
      title: 'Consultations and rites',
      paragraphs: [
        'Our priests and priestesses listen first. A consultation is a private conversation about what brings you: a decision, a loss, a conflict in the family, a dream that stays with you, or simply the wish to know yourself better.',
        `Book by phone on ${site.consultationPhone} or by WhatsApp. Consultations take place at our grounds, by phone or by video call.`,
      ],
      points: [
        'Personal consultations with a priest or priestess',
        'Prayers, cleansing and protection rites',
        'Naming, marriage and remembrance ceremonies',
        'Guidance for the KRADA program and your soul day',
      ],
      action: bookCallAction,
    },
    {
      id: 'health-care',
      eyebrow: site.careName,
      title: 'Health care in the BTS lifestyle',
      paragraphs: [
        'BTS means before the sickness. Our health-care professionals help you build habits that keep illness away, and work alongside your doctor, never in place of one.',
      ],
      cards: [
        {
          title: 'Health Assessments',
          text: 'Two free self-assessments, Lifestyle and Stressors, show where your habits and pressures stand today.',
          link: assessmentAction,
        },
        {
          title: 'Diet Plans & Fasting Programs',
          text: 'Meal plans built on Ghanaian foods, and guided fasts of one to seven days with daily check-ins.',
        },
        {
          title: 'Medical Research',
          text: 'We study the plants we use and the results of our programs, and share what we learn with members.',
        },
      ],
    },
    {
      id: 'products',
      eyebrow: 'Products',
      title: 'Herbal and spiritual products',
      paragraphs: [
        'Our herbalists prepare each product in small batches from plants grown on our grounds or gathered with care. Prices are in Ghana cedis; pay with mobile money or card.',
      ],
      points: [
        'Herbal medicines, teas and tinctures',
        'Cleansers, probiotics and supplements',
        'Healing oils and powders',
        'Spiritual items for prayer and protection',
      ],
      action: shopAction,
    },
    {
      id: 'learning',
      eyebrow: 'Learning and community',
      title: 'Teachings, festivals and the KRADA program',
      paragraphs: [
        'Members learn together through the KRADA program, our Akwasidae gatherings, hikes in the sacred forest and camps on our grounds. Much of it is filmed, so you can follow from wherever you are.',
      ],
      cards: [
        {
          title: 'The KRADA program',
          text: 'Self-awareness built on your kra, the soul you were born with.',
          link: { label: 'About KRADA', href: routes.krada },
        },
        {
          title: 'Festivals and activities',
          text: 'Videos of our festivals, music, food and lifestyle talks.',
          link: teachingsAction,
        },
        {
          title: 'Member businesses',
          text: 'Consultants, healers and traders from our community.',
          link: { label: 'Browse the directory', href: routes.directory },
        },
      ],
    },
    {
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'From first call to lasting care',
      paragraphs: [],
      steps: [
        {
          title: 'Reach out',
          text: 'Call, send a WhatsApp message or e-mail us. Tell us as much or as little as you like.',
        },
        {
          title: 'Talk it through',
          text: 'A priest, herbalist or health professional listens and suggests a way forward.',
        },
        {
          title: 'Follow your plan',
          text: 'A consultation, a rite, a diet or fasting plan, or the right products, with someone to call when you need to.',
        },
      ],
    },
  ],
  closing: {
    title: 'Ready when you are',
    text: 'Book a consultation, take the free assessment, or order our herbal and spiritual products online.',
    actions: [bookCallAction, assessmentAction, shopAction],
  },
};
