import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareFollowUp } from '@/components/care/care-follow-up';
import { LifestyleAssessment } from '@/components/care/lifestyle-assessment';
import { AssessmentsSection } from '@/components/care/assessments-section';
import { careCentre } from '@/content/assessments/care-centre';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import { followUpMessages } from '@/lib/assessments/care-follow-up-words';

// The box under a result that sends it to the care centre, as a visitor meets it: unticked, with what is sent, to
// whom, why and for how long beside it; no request at all until it is ticked and a phone or an e-mail is known; then
// one request, and what became of it said in a status or an alert region.

jest.setTimeout(20_000);

const CONSENT = 'Ask the care centre to contact me about this result';
const SEND = 'Send to the care centre';
const answers: Answer[] = lifestyleStatements.map((_, index) => (index < 3 ? 'Yes' : 'No'));
const withPhone: AssessmentContact = { name: 'Ama Mensah', email: '', phone: '024 123 4567' };

let fetchMock: jest.Mock;
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
beforeEach(() => {
  // The assessments write what they would submit to the browser's console, as they always have.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

// jsdom has no Response: the answer as the panel reads it, its status and its JSON.
const reply = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce({ status, json: async () => body });
const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

function renderPanel(contact: AssessmentContact = withPhone, retentionDays = 45) {
  render(<CareFollowUp assessment="lifestyle" answers={answers} contact={contact} retentionDays={retentionDays} />);
}

it('starts unticked and says what is sent, to whom, why, for how long and how to have it deleted', () => {
  renderPanel();
  expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  expect(screen.getByRole('button', { name: SEND })).toBeInTheDocument();
  expect(screen.getByText(/Your answers, your result, and the name, phone number and e-mail address/)).toBeVisible();
  expect(screen.getByText(/The staff of the MHV Health Care Centre/)).toBeVisible();
  expect(screen.getByText('So that they can contact you about this result.')).toBeVisible();
  expect(screen.getByText('45 days, then it is deleted.')).toBeVisible();
  expect(screen.getByText(/You can have it deleted at any time/)).toBeVisible();
  // No e-mail given: nothing to mail a result to.
  expect(screen.queryByRole('checkbox', { name: 'E-mail me my result' })).not.toBeInTheDocument();
});

it('without the tick, Send makes no request at all and says the box must be ticked', async () => {
  renderPanel();
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(screen.getByRole('alert')).toHaveTextContent(followUpMessages.needsTick);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks for a phone or an e-mail when neither was given, and sends nothing until one is', async () => {
  renderPanel({ name: 'Ama', email: '', phone: '' });
  expect(screen.getByText(followUpMessages.addReach)).toBeVisible();
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(screen.getByRole('alert')).toHaveTextContent(followUpMessages.needsContact);
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Phone'), '0244556677');
  reply(201, { sent: true });
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(await screen.findByText(/^Sent to the care centre\./)).toBeInTheDocument();
  expect(sentBody()).toEqual({ assessment: 'lifestyle', answers, name: 'Ama', phone: '0244556677', consent: true });
});

it('sends once when ticked, to the API, and says it was sent; the result mail only when asked, to that address', async () => {
  renderPanel({ name: 'Ama Mensah', email: 'ama@example.com', phone: '' });
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail me my result' }));
  reply(201, { sent: true });
  await userEvent.click(screen.getByRole('button', { name: SEND }));

  const status = await screen.findByRole('status');
  expect(await within(status).findByText(/Sent to the care centre\./)).toBeInTheDocument();
  expect(status).toHaveTextContent(followUpMessages.mailed('ama@example.com'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/care/follow-ups');
  expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
  expect(sentBody()).toEqual({
    assessment: 'lifestyle',
    answers,
    name: 'Ama Mensah',
    email: 'ama@example.com',
    consent: true,
    emailResult: true,
  });
  // Sent: the button is gone, so it cannot be sent twice.
  expect(screen.queryByRole('button', { name: SEND })).not.toBeInTheDocument();
});

it('offline: says so and keeps everything to send again', async () => {
  renderPanel();
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(await screen.findByRole('alert')).toHaveTextContent(followUpMessages.offline);
  expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();

  reply(201, { sent: true });
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(await screen.findByText(/^Sent to the care centre\./)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("a refusal shows the server's sentence; the server down asks to try again or call the care centre", async () => {
  renderPanel();
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  reply(400, { error: 'Please enter a phone number of 6 to 15 digits, e.g. 024 123 4567.', requestId: 'r' });
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a phone number of 6 to 15 digits');

  reply(503, { error: 'The service is temporarily unavailable.' });
  await userEvent.click(screen.getByRole('button', { name: SEND }));
  expect(await screen.findByText(followUpMessages.failed)).toHaveAttribute('role', 'alert');
  expect(followUpMessages.failed).toContain('+233 24 000 0002');
});

it("the care page's assessments offer it under the result, with the days from the server's setting", async () => {
  process.env.CARE_RETENTION_DAYS = '90';
  try {
    render(<AssessmentsSection copy={careCentre.assessments} />);
  } finally {
    delete process.env.CARE_RETENTION_DAYS;
  }
  expect(screen.getByText(/They keep them for 90 days, then delete them/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: careCentre.assessments.lifestyle.button }));
  const dialog = await screen.findByRole('dialog', { name: 'Lifestyle Assessment' });
  await within(dialog).findByText(lifestyleStatements[0].text);
  for (let i = 0; i < 30; i += 1) fireEvent.keyDown(document.activeElement ?? document.body, { key: 'n' });
  await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
  expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  expect(screen.getByText('90 days, then it is deleted.')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('an assessment given no retention offers no sending at all', async () => {
  render(<LifestyleAssessment title="Lifestyle Assessment" buttonLabel="Take the Assessment" />);
  await userEvent.click(screen.getByRole('button', { name: 'Take the Assessment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lifestyle Assessment' });
  await within(dialog).findByText(lifestyleStatements[0].text);
  for (let i = 0; i < 30; i += 1) fireEvent.keyDown(document.activeElement ?? document.body, { key: 'n' });
  await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
  expect(screen.getByText('Congratulations! You are living a healthy lifestyle.')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
});
