/** @jest-environment node */
// The QR code of the authenticator set-up page (lib/auth/qr-code-svg.ts), read back as a phone's camera reads it.
import { qrCodeSvg } from '@/lib/auth/qr-code-svg';
import { readQrCode } from '../../e2e/support/read-qr-code';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const address = (account: string) =>
  `otpauth://totp/MHV%20Spiritual%20Community:${encodeURIComponent(account)}?secret=${SECRET}` +
  '&issuer=MHV+Spiritual+Community&digits=6&period=30';

describe('the QR code of an authenticator address', () => {
  it.each([
    ['a short address', 'otpauth://totp/a?secret=JBSWY3DP'],
    ['a staff member', address('ama.mensah@example.org')],
    ['a long e-mail address', address(`${'kwabena.'.repeat(12)}owusu@a-long-domain-name.example.org`)],
  ])('%s reads back as the same address', async (_, text) => {
    expect(await readQrCode(Buffer.from(qrCodeSvg(text)))).toBe(text);
  });

  it('stays a few kilobytes: one white square and one path of dark rows', () => {
    const svg = qrCodeSvg(address('ama.mensah@example.org'));
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg.length).toBeLessThan(8_000);
  });
});
