import 'server-only';
import { defaultStore } from '../store/default-store';
import type { GuardStore } from '../store/guard-store';
import { guardConfigFromEnv, type GuardConfig } from './config';
import { guardLog, type GuardLog } from './log';
import { callStore } from './store-call';
import type { GuardOptions } from './types';

/** What every step of one guarded route shares: its name, its settings, its log and its store. */
export type GuardCore = {
  readonly name: string;
  settings(): GuardConfig;
  log: GuardLog;
  fromStore<T>(work: (store: GuardStore) => Promise<T>): Promise<T>;
};

export function createGuardCore(options: GuardOptions): GuardCore {
  const { store: givenStore, logger = console, name = 'api', ...overrides } = options;
  // Resolved on the first request, not at import: `next build` imports routes and must not open Redis. The store is
  // asked for on every request (defaultStore keeps one per process, or one per request on Workers).
  let config: GuardConfig | undefined;
  const settings = () => (config ??= { ...guardConfigFromEnv(), ...overrides });
  return {
    name,
    settings,
    log: guardLog(name, logger),
    fromStore: (work) =>
      callStore(givenStore ? Promise.resolve(givenStore) : defaultStore(), work, settings().storeTimeoutMs),
  };
}
