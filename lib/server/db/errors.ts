// The one error the rest of the site needs to know about the database: it cannot be reached right now.
// Callers answer it with a 503 and a plain message; anything else is a bug and stays a bug.

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database cannot be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket-level failures of node-postgres, and Postgres' own "connection exception" (08...), shutdown and
// overload codes: each means "try again later", never "this request is wrong".
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  'ENOENT',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53200', '53100']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /pglite is closed/i,
  /Client was closed/i,
  // A pool closed under a request (the server shutting down): the next request opens the database again.
  /Cannot use a pool after calling end/i,
];

function looksUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')))
    return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or any error it wraps (Drizzle wraps the driver's), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (current instanceof DatabaseUnavailableError || looksUnavailable(current)) return true;
    if (current instanceof AggregateError && current.errors.some(looksUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres' unique_violation (23505), wherever Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
