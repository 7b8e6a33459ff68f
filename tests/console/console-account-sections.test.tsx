import { render, screen, within } from '@testing-library/react';
import { StaffAccountCard } from '@/components/console/staff-account-card';
import { TwoFactorSection } from '@/components/console/two-factor-section';
import type { StaffListEntry } from '@/lib/auth/staff-accounts';

const formOf = (name: string) => screen.getByRole('button', { name }).closest('form')!;

describe('TwoFactorSection', () => {
  it('offers turning the second factor on with the password when it is off', () => {
    render(<TwoFactorSection state="none" setup={null} freshCodes={null} required={false} />);
    expect(formOf('Turn on')).toHaveAttribute('action', '/staff/actions/two-factor-enable');
    expect(screen.getByLabelText('Your password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the QR code, the key, the recovery codes and a first-code field while setting up', () => {
    const setup = { uri: 'otpauth://totp/x', key: 'ABCD EFGH', svg: '<svg></svg>', recoveryCodes: ['aaaaa-11111'] };
    render(<TwoFactorSection state="pending" setup={setup} freshCodes={null} required={false} />);
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('ABCD EFGH')).toBeInTheDocument();
    expect(screen.getByText('aaaaa-11111')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(formOf('Finish')).toHaveAttribute('action', '/staff/actions/two-factor-confirm');
  });

  it('hides Turn off while the owner requires a second factor, and shows codes only when just made', () => {
    const { rerender } = render(<TwoFactorSection state="on" setup={null} freshCodes={null} required />);
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    rerender(<TwoFactorSection state="on" setup={null} freshCodes={['bbbbb-22222']} required={false} />);
    expect(formOf('Turn off')).toHaveAttribute('action', '/staff/actions/two-factor-disable');
    expect(screen.getByRole('listitem')).toHaveTextContent('bbbbb-22222');
  });
});

describe('StaffAccountCard', () => {
  const waitingAccount: StaffListEntry = {
    email: 'esi@example.com',
    role: 'staff',
    twoFactor: false,
    hasPassword: false,
    createdAt: new Date('2026-11-20T10:00:00Z'),
  };
  const link = 'http://localhost:3000/staff/set-password?token=abc';

  it('shows a waiting account its link to send, by WhatsApp and e-mail, with reset and remove', () => {
    render(<StaffAccountCard account={waitingAccount} waiting={{ link, expiresAt: new Date() }} isYou={false} />);
    const card = screen.getByRole('article', { name: 'esi@example.com' });
    expect(card).toHaveTextContent('Waiting for its link');
    expect(within(card).getByText(link)).toBeInTheDocument();
    const whatsapp = within(card).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain(link);
    expect(within(card).getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:esi@example\.com\?subject=/,
    );
    expect(formOf('Remove this account')).toHaveAttribute('action', '/staff/actions/remove-staff');
    expect(formOf('Reset this account')).toHaveAttribute('action', '/staff/actions/reset-staff');
  });

  it('never offers the signed-in owner to reset or remove themselves', () => {
    const owner = { ...waitingAccount, email: 'owner@example.com', role: 'owner' as const, hasPassword: true };
    render(<StaffAccountCard account={owner} isYou />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('Waiting for its link');
  });
});
