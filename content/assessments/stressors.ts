import type { StressBandAdvice, StressorCategory } from '@/content/schema/assessment';

// The Stressors Assessment: 75 Yes/No questions in 8 categories, asked category by category in this order.
// Write every question so that "Yes" means the stressor is present in the visitor's life.
// The number of questions per category is fixed (the build stops and says which category drifted):
// Health & Appearance 6, Work & Career 10, Financial 4, Environmental 2, Relationship 12,
// Self Identity 4, Personality 30, Fear-Based 7.

export const stressorsIntro =
  'Answer Yes if a question is true for you at present, or No if it is not. The questions come in eight groups, from your health to your fears; your result shows where stress weighs on you most.';

export const stressorCategories: StressorCategory[] = [
  {
    name: 'Health & Appearance',
    questions: [
      'Do you live with an illness, pain or condition that troubles you often?',
      'Are you unhappy with your weight or the shape of your body?',
      'Do you worry about how your skin, hair or face looks to others?',
      'Do you often feel tired, even after a full night’s sleep?',
      'Are you worried about a health problem that you have not yet had checked?',
      'In the past month, has your health stopped you from doing things you enjoy?',
    ],
  },
  {
    name: 'Work & Career',
    questions: [
      'Do you work more than ten hours on most days?',
      'Are you unhappy in your present work or trade?',
      'Do you worry that you could lose your job, your customers or your business?',
      'Is there conflict between you and your boss, colleagues or business partners?',
      'Are you without work, or searching hard for a better job?',
      'Do you feel that your work is not valued or not fairly paid?',
      'Do you find it hard to stop thinking about work when you are at home?',
      'Do you have deadlines or targets that you feel you cannot meet?',
      'Does the journey to and from work, with its traffic and long rides, wear you out?',
      'Do you feel stuck in your work, with no chance to grow?',
    ],
  },
  {
    name: 'Financial',
    questions: [
      'Do you owe money that you are struggling to pay back?',
      'Do you worry about paying for food, rent or school fees?',
      'Do relatives depend on you for more money than you can manage?',
      'Would you have no savings to fall back on in an emergency?',
    ],
  },
  {
    name: 'Environmental',
    questions: [
      'Is your home or neighbourhood noisy, crowded or unsafe?',
      'Are you troubled by dirt, smoke, flooding or poor sanitation where you live or work?',
    ],
  },
  {
    name: 'Relationship',
    questions: [
      'Are you in a relationship or marriage that brings you more pain than joy?',
      'Have you been through a divorce, separation or break-up in the past two years?',
      'Have you lost someone close to you in the past two years?',
      'Is there a quarrel in your family that has not been settled?',
      'Do you feel lonely, even when other people are around you?',
      'Do you care for a sick, elderly or disabled relative?',
      'Do you worry about a child’s behaviour, health or schooling?',
      'Do you feel that your partner or family does not understand you?',
      'Do in-laws or other relatives interfere in your affairs?',
      'Are you longing for a partner or a child, and does the waiting weigh on you?',
      'Do you find it hard to trust the people closest to you?',
      'In the past year, has someone close to you threatened, hurt or controlled you?',
    ],
  },
  {
    name: 'Self Identity',
    questions: [
      'Do you feel unsure of who you really are or what you believe?',
      'Do you feel you must hide parts of yourself to be accepted?',
      'Do you compare yourself with others and feel that you fall short?',
      'Do you feel cut off from your roots, your family’s traditions or your spiritual heritage?',
    ],
  },
  {
    name: 'Personality',
    questions: [
      'Do you find it hard to say no when people ask for your help?',
      'Do you feel that you must do everything perfectly?',
      'Do you become impatient when people or things are slow?',
      'Do you take on more tasks than you can handle?',
      'Do you feel guilty when you rest or relax?',
      'Do you worry a lot about what other people think of you?',
      'Do you hold your anger inside until it bursts out?',
      'Do you find it hard to ask others for help?',
      'Do you often feel in a hurry, even when there is time?',
      'Do you do two or three things at once most of the time?',
      'Do you find it hard to forgive and let go?',
      'Do you blame yourself when things go wrong?',
      'Do you replay past mistakes over and over in your mind?',
      'Do you need to be in control of most situations?',
      'Do you feel uneasy when plans change at short notice?',
      'Do you usually expect the worst to happen?',
      'Do you find it hard to make decisions?',
      'Do you put off tasks until the last minute?',
      'Do small things upset you easily?',
      'Do you compete with others even when there is nothing to win?',
      'Do you find it hard to accept praise?',
      'Do you find it hard to put your feelings into words?',
      'Are you easily hurt by criticism?',
      'Do you feel responsible for other people’s happiness?',
      'Do you lose your temper more often than you would like?',
      'Do you struggle to sit still and do nothing?',
      'Do you hold yourself to standards you would never set for anyone else?',
      'Do you become restless or bored easily?',
      'Do you keep quiet to avoid conflict, even when something needs to be said?',
      'Do you feel that life is a constant struggle?',
    ],
  },
  {
    name: 'Fear-Based',
    questions: [
      'Are you afraid of falling seriously ill or of dying?',
      'Do you fear being poor or failing in life?',
      'Are you afraid of being left alone or abandoned?',
      'Do you fear that someone is working against you, by physical or spiritual means?',
      'Are you afraid of what the future holds for you or your family?',
      'Do you fear being shamed or rejected by your community?',
      'Do fears keep you from trying new things or going to new places?',
    ],
  },
];

// A short word of guidance under the overall result, one for each stress band.
export const stressBandAdvice: StressBandAdvice = {
  low: 'Stress has little hold on you at present. Keep the habits that protect you: rest, good food, prayer or meditation, and time with people you trust.',
  moderate:
    'Some areas of your life are weighing on you. Look at your highest categories and choose one small change in that area this week.',
  high: 'Stress is weighing heavily on you. Please do not carry it alone: talk to someone you trust, and consider a consultation with our health team.',
  severe:
    'You are carrying a great deal of stress. We encourage you to speak with our health team or a doctor soon; bring this result with you.',
};
