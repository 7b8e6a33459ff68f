/** Every assessment question takes exactly one of these two answers. */
export type Answer = 'Yes' | 'No';

/** The four areas the Lifestyle Assessment covers. */
type LifestyleTopic = 'diet' | 'substances' | 'exercise' | 'mindset';

export interface LifestyleStatement {
  topic: LifestyleTopic;
  /** Phrased so that answering Yes means the less healthy habit. */
  text: string;
}

export interface StressorCategory {
  /** Shown above its questions and on the result chart, e.g. 'Financial'. */
  name: string;
  /** Phrased so that answering Yes means the stressor is present in the visitor's life. */
  questions: string[];
}

export type StressBandId = 'low' | 'moderate' | 'high' | 'severe';

/** What the visitor may leave on the contact step; every field is optional. */
export interface AssessmentContact {
  name: string;
  email: string;
  phone: string;
}

/** A card on the care-centre page. */
export interface CareInfoCard {
  title: string;
  text: string;
  /** A light illustration in public/care/, drawn at 64 x 64. */
  image: string;
}

/** One of the two assessment launchers on the care-centre page. */
export interface AssessmentLauncherCopy {
  title: string;
  text: string;
  /** The text of the button that opens the assessment. */
  button: string;
  /** A short line under the text, e.g. how long it takes. */
  note: string;
}

export interface CareCentreCopy {
  eyebrow: string;
  intro: string;
  bts: { title: string; paragraphs: string[]; pillars: { title: string; text: string }[] };
  assessments: { title: string; intro: string; lifestyle: AssessmentLauncherCopy; stressors: AssessmentLauncherCopy };
  cards: { title: string; items: CareInfoCard[] };
  consult: { title: string; text: string };
  disclaimer: string;
}
