import type { CareCentreCopy } from '@/content/schema/assessment';

// The words on the care-centre page (the address is set by careSlug in content/site.ts).
// The questions of the two assessments are in lifestyle.ts and stressors.ts next to this file.

export const careCentre: CareCentreCopy = {
  eyebrow: 'Before the sickness',
  intro:
    'Our health care centre helps you stay well rather than wait to fall ill. We call it BTS, before the sickness: caring for body, mind and spirit every day, so that illness finds little room to grow.',

  bts: {
    title: 'The BTS lifestyle',
    paragraphs: [
      'Many of the illnesses we see at the centre, from high blood pressure and diabetes to constant tiredness and sleepless nights, build up quietly over years of rushed meals, little rest and unspoken worry. By the time they are felt, they are harder and costlier to treat.',
      'BTS turns this around. With our herbalists and health care professionals you look honestly at how you live today, then take small, steady steps that our grandparents would recognise: eating close to the farm, fasting with wisdom, moving the body, resting well and keeping the mind at peace.',
    ],
    pillars: [
      {
        title: 'Eat close to the farm',
        text: 'Fresh vegetables, fruit, whole grains and clean water, with less sugar, salt and fried food.',
      },
      {
        title: 'Fast with wisdom',
        text: 'Guided fasting that rests the body and sharpens the mind, planned around your health.',
      },
      { title: 'Move every day', text: 'Walking, dancing and work with the hands keep the heart and joints strong.' },
      { title: 'Rest and reflect', text: 'Enough sleep, prayer or meditation and time in nature settle the mind.' },
    ],
  },

  assessments: {
    title: 'Free self-assessments',
    intro:
      'Two short questionnaires give you an immediate result on this screen, which you can print or save and bring to a consultation. Your answers stay on your device: nothing is sent or stored unless you choose to send your result to the care centre.',
    lifestyle: {
      title: 'Lifestyle Assessment',
      text: 'Thirty statements about your diet, alcohol and other substances, exercise, rest and state of mind show how close your daily habits are to the BTS lifestyle.',
      button: 'Take the Assessment',
      note: '30 statements, about 5 minutes',
    },
    stressors: {
      title: 'Stressors Assessment',
      text: 'Seventy-five questions in eight areas, from health and work to relationships, personality and fears, show where stress weighs on you most, with a chart you can print.',
      button: 'Start the Stressors Assessment',
      note: '75 questions, about 10 minutes',
    },
  },

  cards: {
    title: 'How we care for you',
    items: [
      {
        title: 'Health Assessments',
        text: 'A personal consultation with our health care professionals: your history, your habits and the self-assessments you have taken, looked at together, to agree on where to begin.',
        image: '/care/health-assessments.svg',
      },
      {
        title: 'Diet Plans & Fasting Programs',
        text: 'Meal plans built on Ghanaian foods you can find at the market, and guided fasting programs, from a single day to longer retreats, adjusted to your age and health.',
        image: '/care/diet-fasting.svg',
      },
      {
        title: 'Medical Research',
        text: 'We study the plants and traditional remedies our herbalists use, learn from current medical research, and share what we find in our teachings and products.',
        image: '/care/medical-research.svg',
      },
    ],
  },

  consult: {
    title: 'Book a consultation',
    text: 'Call or message our health care line to book a consultation at the centre. Bring your printed results if you have taken an assessment.',
  },

  disclaimer:
    'The self-assessments are a guide for reflection, not a medical diagnosis. If you feel unwell, see a doctor or health worker; in an emergency call 112.',
};
