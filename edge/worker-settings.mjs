// The settings a Worker takes from its environment: the names `npm start` reads (README, "Settings"), minus those
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
