import { signInAction } from '@/lib/staff/actions/sign-in';

// The sign-in form: e-mail and password.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = signInAction;
