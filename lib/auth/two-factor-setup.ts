import 'server-only';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { site } from '@/content/site';
import type { AppDatabase } from '@/lib/server/db/client';
import { staffTwoFactors } from '@/lib/server/db/staff-schema';
import { staffAuth } from './auth-server';
import { qrCodeSvg } from './qr-code-svg';

// What the account page shows while an authenticator app is being set up, and the recovery codes after new ones are
// made. better-auth hands the app's address and the codes only to the request that turned the factor on, which
// answers with a redirect; the page reads them back from the account's row, where they are kept encrypted.

/** 'none': no authenticator; 'pending': turned on, waiting for a first code from the app; 'on': in use. */
export type TwoFactorState = 'none' | 'pending' | 'on';

export async function twoFactorState(db: AppDatabase, userId: string): Promise<TwoFactorState> {
  const [row] = await db
    .select({ verified: staffTwoFactors.verified })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId))
    .limit(1);
  if (!row) return 'none';
  return row.verified === false ? 'pending' : 'on';
}

export interface PendingSetup {
  /** The otpauth:// address the app reads from the QR code. */
  uri: string;
  /** The same key as the app's manual entry wants it: base32, in groups of four. */
  key: string;
  /** The QR code as an SVG element, drawn here from `uri` (no visitor input reaches it). */
  svg: string;
  recoveryCodes: string[];
}

/** The codes that replace an app code once each, decrypted. Empty when the account has no second factor. */
export async function recoveryCodes(userId: string): Promise<string[]> {
  const auth = await staffAuth(false);
  try {
    const answer = await auth.api.viewBackupCodes({ body: { userId } });
    return answer.backupCodes;
  } catch {
    return [];
  }
}

/** The pending setup of `userId`'s authenticator, or null when none is waiting for its first code. */
export async function pendingSetup(db: AppDatabase, userId: string, email: string): Promise<PendingSetup | null> {
  const [row] = await db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, userId)).limit(1);
  if (!row || row.verified !== false) return null;
  const auth = await staffAuth(false);
  const { secretConfig } = await auth.$context;
  // Made by better-auth's enable endpoint (this console imports no secrets), so it is used as it is stored.
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const uri = createOTP(secret, { digits: 6 }).url(site.brandFull, email);
  const encoded = new URL(uri).searchParams.get('secret') ?? '';
  return {
    uri,
    key: encoded.replace(/=+$/, '').replace(/(.{4})(?!$)/g, '$1 '),
    svg: qrCodeSvg(uri),
    recoveryCodes: await recoveryCodes(userId),
  };
}
