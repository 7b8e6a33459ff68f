import { twoFactorConfirmAction } from '@/lib/staff/actions/account';

// A first code from the app turns the second factor on.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = twoFactorConfirmAction;
