import type { ContentPage } from '@/content/schema/pages';
import { site } from '@/content/site';
import { founder } from '@/content/founder';
import { carePath } from '@/content/site-links';
import { routes } from '@/content/routes';
import { assessmentAction, bookCallAction, shopAction, teachingsAction } from '@/content/pages/calls-to-action';

// The words on /home. Each section is one band of the page, in this order.
export const homePage: ContentPage = {
  hero: {
    eyebrow: 'Welcome to MHV',
    title: 'Ancestral wisdom and holistic health, rooted in Ghana',
    intro:
      'MHV is a spiritual community that keeps the old ways alive and puts them to work for today’s health: consultations with our priests, a health-care centre built on prevention, herbal and spiritual products, and festivals that bring us together through the year.',
    image: {
      src: '/pages/home-hero.svg',
      width: 560,
      height: 420,
      alt: 'A sacred grove at sunrise with a gathering around a fire',
    },
    actions: [shopAction, bookCallAction, assessmentAction, teachingsAction],
  },
  sections: [
    {
      id: 'who-we-are',
      eyebrow: 'Who we are',
      title: 'A community for the spirit and the body',
      paragraphs: [
        `Our founder, ${founder.name}, started MHV with a simple conviction: that a person is well only when spirit, mind and body are cared for together. Around him has grown a team of priests, priestesses, herbalists, reverends and health-care professionals who serve members and visitors from across Ghana and beyond.`,
        'We welcome everyone who comes with an honest question, whatever their faith or background. There is no membership fee to talk to us, and no question is too small.',
      ],
      action: { label: 'Meet the team', href: routes.about },
    },
    {
      id: 'what-we-offer',
      eyebrow: 'What we offer',
      title: 'Ways we can walk with you',
      paragraphs: [],
      cards: [
        {
          title: 'Spiritual consultations',
          text: 'Sit with a priest or priestess about your path, your family, your work or a trouble you cannot name. In person, by phone or on WhatsApp.',
          link: bookCallAction,
        },
        {
          title: site.careName,
          text: 'Preventive care in the BTS lifestyle: free lifestyle and stress assessments, diet plans and fasting programs guided by health professionals.',
          link: { label: 'Visit the centre', href: carePath },
        },
        {
          title: 'Herbal and spiritual products',
          text: 'Teas, tinctures, cleansers, oils, powders and spiritual items prepared by our herbalists, paid for with mobile money or card.',
          link: shopAction,
        },
        {
          title: 'The KRADA program',
          text: 'A path of self-awareness built on your kra, the soul you were born with, practised together through the year.',
          link: { label: 'Discover KRADA', href: routes.krada },
        },
        {
          title: 'Festivals and teachings',
          text: 'Akwasidae gatherings, hikes in our sacred forest, camping on our grounds, music, food and talks, many of them filmed for those far away.',
          link: teachingsAction,
        },
        {
          title: 'Member businesses',
          text: 'Find consultants, healers and traders from our community, and bring your own business into the directory.',
          link: { label: 'Browse the directory', href: routes.directory },
        },
      ],
    },
    {
      id: 'bts',
      eyebrow: 'BTS: before the sickness',
      title: 'Care that starts before you fall ill',
      paragraphs: [
        'Most of what sends people to hospital grows slowly: the food we eat, the stress we carry, the rest we skip. The BTS lifestyle taught at our Health Care Centre works on those roots early, with clean food, seasonal fasting, movement, rest and time for the spirit.',
        'Start with one of our two free self-assessments. The Lifestyle Assessment takes about five minutes; the Stressors Assessment looks at eight areas of your life. Your answers stay on your phone.',
      ],
      action: assessmentAction,
    },
  ],
  closing: {
    title: 'Not sure where to begin?',
    text: `Call or message us and a member of the team will listen and point you the right way. You can reach a priest on ${site.consultationPhone}.`,
    actions: [bookCallAction, assessmentAction],
  },
};
