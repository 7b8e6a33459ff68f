import { signOutAction } from '@/lib/staff/actions/account';

// Signing out ends this session on every instance.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = signOutAction;
