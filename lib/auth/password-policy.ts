import 'server-only';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length';

// What a staff password must be: 12 to 128 characters of any kind, and not a password that many people use. Long
// passphrases are welcome; what is refused is a common password, alone or dressed up with digits or symbols around it
// ('Password2026!'), a keyboard or number run, a handful of characters repeated, or the account's own e-mail name.

/** Thrown by the password check inside better-auth; the console's routes turn it into words. */
export const PASSWORD_POLICY_CODE = 'PASSWORD_POLICY';

export type PasswordProblem = 'short' | 'long' | 'common';

// The list is loaded when a password is first checked, as a module of its own: the console's routes and pages then
// share one copy of it in the server code instead of each carrying its own (a Cloudflare Worker has a size limit).
let common: Promise<Set<string>> | undefined;
function commonPasswords(): Promise<Set<string>> {
  common ??= import('./common-passwords.json').then(({ default: list }) => new Set(list.passwords));
  return common;
}
const RUNS = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

function isRun(text: string): boolean {
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** Why `password` may not be a staff password, or null when it may. Length counts as better-auth counts it. */
export async function passwordProblem(password: string, email?: string): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return 'short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'long';
  const lower = password.toLowerCase();
  // The letters in the middle once digits and symbols are taken off both ends: 'Summer2026!!' -> 'summer'.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const common = await commonPasswords();
  if (common.has(lower) || (core.length >= 3 && common.has(core))) return 'common';
  if (new Set(lower).size < 4 || isRun(lower)) return 'common';
  const name = email?.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'common';
  return null;
}
