import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LifestyleAssessment } from '@/components/care/lifestyle-assessment';
import { StressorsAssessment } from '@/components/care/stressors-assessment';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';

// Each test walks a whole assessment (30 or 75 answers) through React; on a busy CI machine that can pass 5 s.
jest.setTimeout(20_000);

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

async function openLifestyle() {
  await userEvent.click(screen.getByRole('button', { name: 'Take the Assessment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lifestyle Assessment' });
  await within(dialog).findByText(lifestyleStatements[0].text);
  return dialog;
}

describe('Lifestyle Assessment dialog', () => {
  it('answers with Y and N, shows the form after the last statement, then the message, and logs the submission', async () => {
    render(<LifestyleAssessment title="Lifestyle Assessment" buttonLabel="Take the Assessment" />);
    await openLifestyle();
    expect(screen.getByText('Statement 1 of 30')).toBeInTheDocument();
    press('y');
    expect(screen.getByText(lifestyleStatements[1].text)).toBeInTheDocument();
    for (let i = 1; i < 30; i += 1) press('n');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');

    // Typing a 'y' or 'n' into a field is typing, not answering.
    await userEvent.type(screen.getByLabelText('Name'), 'Yaw Nyarko');
    expect(screen.getByLabelText('Name')).toHaveValue('Yaw Nyarko');

    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(
      screen.getByText('Your lifestyle is a mix of healthy and unhealthy practices. Consider improving in some areas.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Yaw Nyarko/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Lifestyle assessment submission',
      expect.objectContaining({
        userInfo: { name: 'Yaw Nyarko', email: '', phone: '' },
        answers: expect.arrayContaining([{ question: lifestyleStatements[0].text, answer: 'Yes' }]),
      }),
    );
  });

  it('the close icon and Escape only hide: reopening resumes; Close on the result starts again', async () => {
    render(<LifestyleAssessment title="Lifestyle Assessment" buttonLabel="Take the Assessment" />);
    await openLifestyle();
    press('n');
    press('n');
    await userEvent.click(screen.getByRole('button', { name: 'Close Lifestyle Assessment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Statement 3 of 30')).toBeInTheDocument();
    press('Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Statement 3 of 30')).toBeInTheDocument();
    for (let i = 2; i < 30; i += 1) press('n');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByText('Congratulations! You are living a healthy lifestyle.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openLifestyle();
    expect(screen.getByText('Statement 1 of 30')).toBeInTheDocument();
  });

  it('Back revises the previous answer and is unavailable on the first statement', async () => {
    render(<LifestyleAssessment title="Lifestyle Assessment" buttonLabel="Take the Assessment" />);
    await openLifestyle();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Statement 2 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Statement 1 of 30')).toBeInTheDocument();
    expect(screen.getByText(lifestyleStatements[0].text)).toBeInTheDocument();
    for (let i = 0; i < 30; i += 1) press('y');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(
      screen.getByText('You are engaging in many unhealthy practices. Consider making lifestyle changes.'),
    ).toBeInTheDocument();
  });
});

describe('Stressors Assessment dialog', () => {
  it('goes category by category with a progress bar over 75, and ends in the band with a chart', async () => {
    render(<StressorsAssessment title="Stressors Assessment" buttonLabel="Start the Stressors Assessment" />);
    await userEvent.click(screen.getByRole('button', { name: 'Start the Stressors Assessment' }));
    await screen.findByText(stressorCategories[0].questions[0]);
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuemax', '75');
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    for (let i = 0; i < 6; i += 1) press('y');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText(stressorCategories[1].questions[0])).toBeInTheDocument();
    expect(screen.getByText(/Work & Career/)).toBeInTheDocument();

    for (let i = 6; i < 75; i += 1) press('n');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    // 6 of 75 is 8%.
    expect(screen.getByText('Low stress level')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Stress by category' });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('Health & Appearance6 of 6 · 100% · Severe');
    expect(rows[1]).toHaveTextContent('0 of 10 · 0% · Low');
    expect(log).toHaveBeenCalledWith(
      'Stressors assessment submission',
      expect.objectContaining({ results: expect.objectContaining({ percentage: 8, level: 'Low stress level' }) }),
    );

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close Assessment' }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start the Stressors Assessment' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
