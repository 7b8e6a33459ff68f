import type { ConsoleError, ConsoleNotice } from './console-messages';

// A console page's address parameters: read as Next hands them over (a parameter given twice arrives as a list, and
// only its first value counts), and written when an action sends the browser back with a notice. Free of server code.

export type PageSearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: PageSearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `path` with a notice or an error key (and any other parameters) added. */
export function withMessage(
  path: string,
  message: { notice?: ConsoleNotice; error?: ConsoleError },
  extra: Record<string, string> = {},
): string {
  const url = new URL(path, 'http://console.invalid');
  for (const [key, value] of Object.entries({ ...extra, ...message })) if (value) url.searchParams.set(key, value);
  return url.pathname + url.search;
}
