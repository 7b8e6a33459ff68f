import { cspReportRoute } from '@/lib/server/csp/csp-report-route';

// The public pages' policy violations, as browsers report them (the policy's report-uri names this
// address). What is kept, and the owner's burst mail, are lib/server/csp's.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = cspReportRoute();
