import type { GuardLogger } from './types';

export type GuardLog = (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, error?: unknown) => void;

/** One JSON line per event, named by the API, so the lines of one route and one request can be found together. */
export function guardLog(api: string, logger: GuardLogger): GuardLog {
  return (level, fields, error) => {
    const line = `[api-guard] ${JSON.stringify({ api, ...fields })}`;
    if (error === undefined) logger[level](line);
    else logger[level](line, error);
  };
}
