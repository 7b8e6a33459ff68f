// Not content: what the visitor gives while taking an assessment, which no file in content/ holds or checks.

/** Every assessment question takes exactly one of these two answers. */
export type Answer = 'Yes' | 'No';

/** What the visitor may leave on the contact step; every field is optional. */
export interface AssessmentContact {
  name: string;
  email: string;
  phone: string;
}

// The steps both assessments go through: the questions one by one, then the (optional) contact form, then the result.
type AssessmentStage = 'questions' | 'contact' | 'result';

export interface AssessmentState {
  stage: AssessmentStage;
  /** Answers in the order asked; the question on screen is the one at answers.length. */
  answers: Answer[];
  contact: AssessmentContact;
}

export type AssessmentAction =
  | { type: 'answer'; value: Answer; total: number }
  | { type: 'back' }
  | { type: 'contact'; field: keyof AssessmentContact; value: string }
  | { type: 'submit' }
  | { type: 'reset' };

const emptyContact: AssessmentContact = { name: '', email: '', phone: '' };

export const initialAssessmentState: AssessmentState = { stage: 'questions', answers: [], contact: emptyContact };

/**
 * Yes or No records the answer and moves on; after the last question comes the contact form, and its submit
 * (empty fields allowed) shows the result. Back takes back the latest answer, from a question or from the form.
 * Reset is the 'Close' button: answers, contact and position all start again.
 */
export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'answer': {
      if (state.stage !== 'questions' || state.answers.length >= action.total) return state;
      const answers = [...state.answers, action.value];
      return { ...state, answers, stage: answers.length === action.total ? 'contact' : 'questions' };
    }
    case 'back':
      if (state.stage === 'result' || state.answers.length === 0) return state;
      return { ...state, answers: state.answers.slice(0, -1), stage: 'questions' };
    case 'contact':
      if (state.stage !== 'contact') return state;
      return { ...state, contact: { ...state.contact, [action.field]: action.value } };
    case 'submit':
      return state.stage === 'contact' ? { ...state, stage: 'result' } : state;
    case 'reset':
      return initialAssessmentState;
  }
}
