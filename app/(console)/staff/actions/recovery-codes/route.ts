import { recoveryCodesAction } from '@/lib/staff/actions/account';

// New recovery codes; the old ones stop working.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = recoveryCodesAction;
