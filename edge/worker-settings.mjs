// The settings a Worker takes from its environment: the names `npm start` reads (docs/configuration.md), minus those
// that only concern a Node server (PORT, DATA_DIR, TRUST_PROXY, INSTANCE_ID). In production each is a `wrangler secret`
// or a variable of the Worker; npm run preview:edge hands over those set in its own environment.
export const WORKER_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SITE_URL',
  'PAYSTACK_SECRET_KEY',
  'PAYSTACK_API_URL',
  'PAYMENT_SHOP_ID',
  'PAYMENT_REFERENCE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'ORDER_NOTIFY_EMAIL',
  'AUTH_SECRET',
  'RATE_LIMIT_PER_MINUTE',
  'RATE_LIMIT_BURST',
  'RECONCILE_FIRST_TRY_MS',
];

// Hyperdrive, and wrangler's local stand-in for it, take only a connection string with a host, a user and a password.
// A local Postgres is often reached without a password (trust authentication): the Worker is then handed a placeholder,
// which Postgres never asks for. A missing user or password is filled in as node-postgres does in Node (npm run
// db:migrate): PGUSER or the login name, PGPASSWORD.
const PLACEHOLDER_PASSWORD = 'unused-with-trust-authentication';

/** DATABASE_URL as Hyperdrive takes it, and whether its password is a placeholder; throws if workerd cannot use it. */
export function hyperdriveConnection(databaseUrl, env = process.env) {
  const url = new URL(databaseUrl);
  if (!url.hostname)
    throw new Error(
      'the Worker reaches Postgres over TCP only: give DATABASE_URL a host and port (postgres://USER@127.0.0.1:5432/DB)',
    );
  url.username ||= encodeURIComponent(env.PGUSER || env.USER || '');
  const placeholder = !url.password && !env.PGPASSWORD;
  url.password ||= encodeURIComponent(env.PGPASSWORD || PLACEHOLDER_PASSWORD);
  return { connectionString: url.href, placeholder };
}
