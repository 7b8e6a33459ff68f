import { twoFactorDisableAction } from '@/lib/staff/actions/account';

// Turns the second factor off, unless the owner requires it.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = twoFactorDisableAction;
