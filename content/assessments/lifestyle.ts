import type { LifestyleStatement, LifestyleTopicNames } from '@/content/schema/assessment';

// The Lifestyle Assessment: exactly 30 statements, answered Yes or No, in the order shown to the visitor.
// Write every statement so that "Yes" is the less healthy habit: all Yes then means "many unhealthy
// practices" and all No "a healthy lifestyle". Topics: 'diet', 'substances', 'exercise' (also rest), 'mindset'.
// The build stops if there are not exactly 30.

export const lifestyleIntro =
  'Read each statement and answer Yes if it describes you most of the time, or No if it does not. There are no wrong answers; honest ones give you the most useful result.';

export const lifestyleStatements: LifestyleStatement[] = [
  // Diet
  { topic: 'diet', text: 'I eat fried food, such as fried yam, kelewele or fried rice, on most days of the week.' },
  { topic: 'diet', text: 'I drink sweetened drinks, such as soft drinks, malt drinks or sugared tea, every day.' },
  {
    topic: 'diet',
    text: 'I eat fewer than three portions of vegetables and fruit a day (kontomire, garden eggs, okro, oranges, pawpaw and the like).',
  },
  { topic: 'diet', text: 'I add seasoning cubes or extra salt to most of the food I cook or eat.' },
  { topic: 'diet', text: 'I often eat my heaviest meal late at night, shortly before I go to sleep.' },
  { topic: 'diet', text: 'I drink fewer than six glasses of water on most days.' },
  { topic: 'diet', text: 'I eat between meals out of habit or boredom rather than hunger.' },
  { topic: 'diet', text: 'I eat sausages, corned beef or other processed meat several times a week.' },
  { topic: 'diet', text: 'Most of the starch I eat is refined: white bread, white rice, pastries and biscuits.' },
  { topic: 'diet', text: 'Most of my meals are bought from fast-food places rather than prepared at home.' },

  // Substances
  { topic: 'substances', text: 'I smoke cigarettes or shisha, or use tobacco in any other form.' },
  {
    topic: 'substances',
    text: 'I drink alcohol, including akpeteshie, beer or bitters, on three or more days a week.',
  },
  { topic: 'substances', text: 'At least once in the past month I had five or more alcoholic drinks in one sitting.' },
  { topic: 'substances', text: 'I rely on energy drinks or strong coffee to keep me going through the day.' },
  { topic: 'substances', text: 'I use cannabis or other drugs that were not prescribed to me.' },
  {
    topic: 'substances',
    text: 'Several times a month I take painkillers or other medicines without the advice of a doctor, pharmacist or herbalist.',
  },

  // Exercise and rest
  { topic: 'exercise', text: 'On most days I get less than 30 minutes of brisk walking or other exercise.' },
  { topic: 'exercise', text: 'I sit for more than eight hours a day: at work, in traffic or in front of a screen.' },
  { topic: 'exercise', text: 'I get out of breath climbing one or two flights of stairs.' },
  {
    topic: 'exercise',
    text: 'In a normal week I do nothing that strengthens or stretches my body, such as dancing, farming, lifting or stretching.',
  },
  { topic: 'exercise', text: 'I use a car, trotro or okada even for trips I could easily walk.' },
  { topic: 'exercise', text: 'I sleep fewer than seven hours on most nights.' },
  { topic: 'exercise', text: 'I rarely spend time outdoors in daylight and fresh air.' },

  // Mindset
  { topic: 'mindset', text: 'I feel worried, tense or anxious on most days.' },
  { topic: 'mindset', text: 'I keep my feelings to myself instead of sharing them with someone I trust.' },
  { topic: 'mindset', text: 'I rarely make time for prayer, meditation or quiet reflection.' },
  { topic: 'mindset', text: 'I often feel angry or resentful towards the people around me.' },
  { topic: 'mindset', text: 'I look at my phone in bed before I sleep and again as soon as I wake.' },
  { topic: 'mindset', text: 'I often feel that my life has no clear purpose or direction.' },
  {
    topic: 'mindset',
    text: 'I put off seeing a doctor, herbalist or healer until a health problem becomes serious.',
  },
];

// How each topic is named above its statements and on the result.
export const lifestyleTopicNames: LifestyleTopicNames = {
  diet: 'Diet',
  substances: 'Substances',
  exercise: 'Exercise and rest',
  mindset: 'Mindset',
};
