import { changePasswordAction } from '@/lib/staff/actions/account';

// A new password; the account's other sessions end.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = changePasswordAction;
