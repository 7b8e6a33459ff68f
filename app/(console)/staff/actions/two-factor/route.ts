import { twoFactorAction } from '@/lib/staff/actions/two-factor';

// The sign-in's second step: a code from the authenticator app or a recovery code.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = twoFactorAction;
