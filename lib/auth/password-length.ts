// How long a staff password may be, apart from the rest of the policy (lib/auth/password-policy.ts), whose list of
// common passwords the console's pages do not need: they only ask the browser to check the length first.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
