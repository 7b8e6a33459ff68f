import { CONSOLE_PATH } from '@/lib/server/http/security-headers.mjs';

// The console's page of blocked scripts and styles, written once: the burst mail links to it, the console's
// navigation and its page use it. Free of server code.

export const STAFF_SECURITY_PATH = `${CONSOLE_PATH}/security`;
