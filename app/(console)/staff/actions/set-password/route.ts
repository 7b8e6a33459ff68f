import { setPasswordAction } from '@/lib/staff/actions/set-password';

// The page a one-time link opens: the person sets their password.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = setPasswordAction;
