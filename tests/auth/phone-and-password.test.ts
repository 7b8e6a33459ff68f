/** @jest-environment node */
import { passwordProblem } from '@/lib/auth/password-policy';
import { phoneKey } from '@/lib/shop/orders/phone-key';

describe('a phone number written any way a Ghanaian would', () => {
  it.each(['024 412 3456', '0244123456', '+233 24 412 3456', '233244123456', '00233 24-412-3456', '(024) 412 3456'])(
    '%s has the national digits 244123456',
    (written) => expect(phoneKey(written)).toBe('244123456'),
  );

  it('keeps a short or foreign number as its digits', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('412 3456')).toBe('4123456');
    expect(phoneKey('no digits')).toBe('');
  });
});

describe('a staff password', () => {
  it('is 12 to 128 characters of any kind', async () => {
    expect(await passwordProblem('kente-cloth')).toBe('short');
    expect(await passwordProblem('x'.repeat(64) + 'y'.repeat(65))).toBe('long');
    expect(await passwordProblem('kente cloth on a sunday')).toBeNull();
    expect(await passwordProblem('Ɔkɔmfo Anɔkye 1697 ✨')).toBeNull();
  });

  it('is not a common password, alone or dressed up with digits and symbols', async () => {
    for (const common of [
      'password1234',
      'Password2026!',
      'qwertyuiop123',
      '123456789012',
      'iloveyou!!!!!',
      'aaaaaaaaaaaa',
    ])
      expect(await passwordProblem(common)).toBe('common');
  });

  it("does not contain the account's own e-mail name", async () => {
    expect(await passwordProblem('akosua.mensah-2026', 'akosua.mensah@example.org')).toBe('common');
    expect(await passwordProblem('akosua.mensah-2026', 'kofi@example.org')).toBeNull();
  });
});
