// How the Worker's Cron Trigger (edge/worker.ts) asks the app for its background rounds, which a Node server runs on
// timers: a POST to JOBS_PATH carrying a token the Worker makes when it loads and keeps on its global scope, shared
// with the app in the same isolate. No one outside the isolate can know it, so no secret has to be configured.

export const JOBS_PATH = '/api/jobs';
export const JOBS_TOKEN_HEADER = 'x-jobs-token';
export const JOBS_TOKEN = Symbol.for('mhv.jobs.token');

/** The token of this isolate, or undefined outside a Worker (a Node server runs its rounds itself). */
export function jobsToken(): string | undefined {
  return (globalThis as { [JOBS_TOKEN]?: string })[JOBS_TOKEN];
}
