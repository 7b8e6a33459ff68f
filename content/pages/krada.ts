import type { ContentPage } from '@/content/schema/pages';
import { assessmentAction, bookCallAction, shopAction, teachingsAction } from '@/content/pages/calls-to-action';

// The words on /krada. Each section is one band of the page, in this order.
export const kradaPage: ContentPage = {
  hero: {
    eyebrow: 'The KRADA program',
    title: 'Know your soul, live your day',
    intro:
      'In Akan thought every person carries a kra, the soul given by the Creator, and each kra has its day: the weekday you were born, your kradaa. KRADA is our program of self-awareness built on that teaching, lived through the year with a community around you.',
    image: {
      src: '/pages/krada-hero.svg',
      width: 560,
      height: 420,
      alt: 'Seven circles for the seven days of the week around a rising sun',
    },
    actions: [bookCallAction, teachingsAction],
  },
  sections: [
    {
      id: 'what-it-is',
      eyebrow: 'What it is',
      title: 'A path, not a class',
      paragraphs: [
        'KRADA starts with who you already are. With a priest or priestess you learn your soul day and soul name, what they say about your nature, and the strengths and trials that come with them.',
        'From there the program works on three levels at once: the spirit, through prayer, reflection and the rites of your soul day; the mind, through teachings and honest conversation; and the body, through the BTS lifestyle of clean food, fasting and rest.',
      ],
    },
    {
      id: 'what-you-do',
      eyebrow: 'What you do',
      title: 'What the program includes',
      paragraphs: [],
      cards: [
        {
          title: 'Your soul day',
          text: 'Keep your kradaa each week with quiet, prayer and a simple cleansing, at home or on our grounds.',
        },
        {
          title: 'Teachings',
          text: 'Regular talks on self-awareness, the ancestors, family and work, in person and on video.',
        },
        {
          title: 'Lifestyle and food',
          text: 'Eat and fast the BTS way, with plans from our Health Care Centre.',
          link: assessmentAction,
        },
        {
          title: 'Forest and grounds',
          text: 'Hikes in our sacred forest and camps on our sacred grounds, to step out of daily noise.',
        },
        {
          title: 'Music and activities',
          text: 'Drumming, song and dance that carry the teachings in a way words cannot.',
        },
        {
          title: 'Tools for practice',
          text: 'Herbal cleansers, oils and spiritual items prepared for the rites of the program.',
          link: shopAction,
        },
      ],
    },
    {
      id: 'festivals',
      eyebrow: 'Annual festivals and activities',
      title: 'The year together',
      paragraphs: [
        'The program follows the Akan calendar. Every forty-two days we gather for Akwasidae to honour the ancestors, and once a year we hold our KRADA festival, when members renew their commitment together.',
        'Between the gatherings come the forest hikes, camps on our sacred grounds, music, food and lifestyle days. Recordings of many of them are on our festivals and activities page.',
      ],
      action: teachingsAction,
    },
    {
      id: 'joining',
      eyebrow: 'Joining',
      title: 'How to join',
      paragraphs: [
        'KRADA is open to adults of any background. There is no fee to begin; some rites and materials have a cost, always agreed with you first.',
      ],
      steps: [
        { title: 'Call or message us', text: 'Tell us you would like to join. We will book a first consultation.' },
        {
          title: 'Meet a priest or priestess',
          text: 'Learn your soul day and soul name, and talk about what you hope to find.',
        },
        {
          title: 'Take the lifestyle assessment',
          text: 'See where your health habits stand, so your plan starts from the truth.',
        },
        {
          title: 'Keep your first soul day',
          text: 'Begin the weekly practice, and join the next Akwasidae gathering.',
        },
      ],
      action: bookCallAction,
    },
  ],
  closing: {
    title: 'Begin with a conversation',
    text: 'Call us to book your first KRADA consultation, or watch the teachings to see the community at work.',
    actions: [bookCallAction, teachingsAction, assessmentAction],
  },
};
