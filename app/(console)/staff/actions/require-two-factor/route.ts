import { requireTwoFactorAction } from '@/lib/staff/actions/team';

// The owner requires a second factor of every account, or not.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = requireTwoFactorAction;
