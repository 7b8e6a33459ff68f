import type { Answer } from '@/lib/assessments/assessment-flow';
import {
  assessmentReducer,
  initialAssessmentState,
  type AssessmentAction,
  type AssessmentState,
} from '@/lib/assessments/assessment-flow';

const run = (actions: AssessmentAction[], from: AssessmentState = initialAssessmentState) =>
  actions.reduce(assessmentReducer, from);
const answerAll = (values: Answer[], total = values.length): AssessmentAction[] =>
  values.map((value) => ({ type: 'answer', value, total }));

describe('assessment flow', () => {
  it('records each answer and moves to the next question', () => {
    const state = run(answerAll(['Yes', 'No'], 3));
    expect(state.stage).toBe('questions');
    expect(state.answers).toEqual(['Yes', 'No']);
  });

  it('shows the contact form after the last question, then the result on submit, even with empty fields', () => {
    const atContact = run(answerAll(['No', 'No', 'No']));
    expect(atContact.stage).toBe('contact');
    const atResult = run([{ type: 'submit' }], atContact);
    expect(atResult.stage).toBe('result');
    expect(atResult.contact).toEqual({ name: '', email: '', phone: '' });
  });

  it('keeps what is typed in the contact form', () => {
    const state = run([
      ...answerAll(['Yes']),
      { type: 'contact', field: 'name', value: 'Akosua Mensah' },
      { type: 'contact', field: 'phone', value: '024 123 4567' },
      { type: 'submit' },
    ]);
    expect(state.contact).toEqual({ name: 'Akosua Mensah', email: '', phone: '024 123 4567' });
    expect(state.stage).toBe('result');
  });

  it('ignores answers once all questions are answered, and a submit before the form', () => {
    const done = run(answerAll(['Yes', 'Yes']));
    expect(run(answerAll(['No'], 2), done)).toBe(done);
    const midway = run(answerAll(['Yes'], 2));
    expect(run([{ type: 'submit' }], midway)).toBe(midway);
  });

  it('Back takes back the latest answer, so it can be given again', () => {
    const state = run([...answerAll(['Yes', 'Yes'], 5), { type: 'back' }, ...answerAll(['No'], 5)]);
    expect(state.answers).toEqual(['Yes', 'No']);
  });

  it('Back from the contact form returns to the last question', () => {
    const state = run([...answerAll(['Yes', 'No']), { type: 'back' }]);
    expect(state.stage).toBe('questions');
    expect(state.answers).toEqual(['Yes']);
  });

  it('Back does nothing on the first question or on the result', () => {
    expect(run([{ type: 'back' }])).toBe(initialAssessmentState);
    const result = run([...answerAll(['No']), { type: 'submit' }]);
    expect(run([{ type: 'back' }], result)).toBe(result);
  });

  it('reset clears answers, contact and position', () => {
    const result = run([
      ...answerAll(['Yes', 'No']),
      { type: 'contact', field: 'email', value: 'kofi@example.com' },
      { type: 'submit' },
      { type: 'reset' },
    ]);
    expect(result).toEqual(initialAssessmentState);
  });
});
