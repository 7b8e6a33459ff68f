import { render, screen, within } from '@testing-library/react';
import { CareBody } from '@/components/console/inbox/care-body';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressBandAdvice, stressorCategories } from '@/content/assessments/stressors';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { careFollowUpBodyOf } from '@/lib/assessments/care-follow-up-result';
import { formatTime } from '@/lib/console/console-format';
import type { InboxItem } from '@/lib/inbox/inbox-store';

// A care follow-up as the care centre's staff read it in the console: which assessment, its result in the words of
// the public result, each topic or category with its result, every question with the answer given, and when it will
// be deleted.

const keepUntil = new Date('2027-05-28T14:30:00Z');

function itemOf(body: unknown): InboxItem {
  return {
    id: 'item-1',
    kind: 'care',
    state: 'new',
    createdAt: new Date('2026-11-29T14:30:00Z'),
    name: 'Ama Mensah',
    email: null,
    phone: '024 123 4567',
    title: 'Stressors Assessment',
    body,
    deleteKeyHash: 'hash',
    keepUntil,
    doneAt: null,
    doneBy: null,
  };
}

const questionCount = stressorCategories.reduce((sum, category) => sum + category.questions.length, 0);

it('shows a Stressors follow-up: the assessment, its bands, every question with its answer, and its deletion', () => {
  // Yes to every Health & Appearance question, No to everything else.
  const answers = Array.from({ length: questionCount }, (_, index): Answer => (index < 6 ? 'Yes' : 'No'));
  const body = careFollowUpBodyOf({ assessment: 'stressors', answers, name: 'Ama', consent: true });
  render(<CareBody item={itemOf(body)} />);

  expect(screen.getByRole('heading', { name: 'Result by category, and the answers' })).toBeInTheDocument();
  expect(screen.getByText('Low stress level')).toBeInTheDocument();
  expect(screen.getByText('Overall 8%: Yes to 6 of 75 questions.')).toBeInTheDocument();
  expect(screen.getByText(stressBandAdvice.low)).toBeInTheDocument();
  expect(screen.getByText('Yes to 6 of 6 · 100% · Severe stress level')).toBeInTheDocument();
  expect(screen.getByText('Yes to 0 of 10 · 0% · Low stress level')).toBeInTheDocument();

  for (const category of stressorCategories) {
    const group = screen.getByText(category.name).closest('details')!;
    for (const question of category.questions) {
      const row = within(group).getByText(question).closest('li')!;
      expect(row).toHaveTextContent(`${category.name === 'Health & Appearance' ? 'Yes' : 'No'}${question}`);
    }
  }
  expect(screen.getByText(formatTime(keepUntil)).closest('p')).toHaveTextContent(
    `Kept until ${formatTime(keepUntil)}, then deleted automatically.`,
  );
});

it('shows a Lifestyle follow-up with its message and the Yes answers per topic', () => {
  const answers = lifestyleStatements.map((_, index): Answer => (index === 0 ? 'Yes' : 'No'));
  const body = careFollowUpBodyOf({ assessment: 'lifestyle', answers, name: '', consent: true, emailResult: true });
  render(<CareBody item={itemOf(body)} />);
  expect(screen.getByRole('heading', { name: 'Result by topic, and the answers' })).toBeInTheDocument();
  expect(
    screen.getByText('Your lifestyle is a mix of healthy and unhealthy practices. Consider improving in some areas.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Yes to 1 of 30 statements.')).toBeInTheDocument();
  expect(within(screen.getByText('Diet').closest('summary')!).getByText('Yes to 1 of 10')).toBeInTheDocument();
  expect(screen.getByText(lifestyleStatements[0].text).closest('li')).toHaveTextContent(
    `Yes${lifestyleStatements[0].text}`,
  );
  expect(screen.getByText(/asked for their result by e-mail/)).toBeInTheDocument();
});

it('says so when a stored body cannot be read, instead of failing the page', () => {
  render(<CareBody item={itemOf({ assessment: 'sleep' })} />);
  expect(screen.getByText('The answers of this follow-up could not be read.')).toBeInTheDocument();
});
