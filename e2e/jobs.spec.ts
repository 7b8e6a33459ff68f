import { test, expect } from './fixtures';
import { JOBS_PATH, JOBS_TOKEN_HEADER } from '../lib/server/runtime/scheduled-jobs';

// The address the Worker's Cron Trigger calls for the background rounds (edge/worker.ts) is no one else's: on a Node
// server (which runs its rounds on timers) and on the Worker alike, a caller without the isolate's token gets 404.
test('the background rounds are refused to every caller without the Worker’s own token', async ({ request }) => {
  const callers: Record<string, string>[] = [{}, { [JOBS_TOKEN_HEADER]: 'a-guess' }, { [JOBS_TOKEN_HEADER]: '' }];
  for (const headers of callers) {
    const response = await request.post(JOBS_PATH, { headers });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  }
  expect((await request.get(JOBS_PATH)).status()).toBe(405);
});
