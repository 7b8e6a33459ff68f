import { twoFactorEnableAction } from '@/lib/staff/actions/account';

// Starts setting up an authenticator app (confirmed by two-factor-confirm).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = twoFactorEnableAction;
