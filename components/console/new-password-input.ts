import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/password-length';

/** What every new-password field asks the browser to check before the server checks it again. */
export const newPasswordInput = {
  type: 'password',
  autoComplete: 'new-password',
  required: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
