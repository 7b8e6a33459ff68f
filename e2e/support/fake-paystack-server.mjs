// Starts the fake Paystack API (fake-paystack-api.mjs) for Playwright's webServer:
//   FAKE_PAYSTACK_PORT=3102 PAYSTACK_SECRET_KEY=sk_test_… FAKE_PAYSTACK_WEBHOOK_URL=http://localhost:3100/api/paystack/webhook \
//   node e2e/support/fake-paystack-server.mjs
import { startFakePaystackApi } from './fake-paystack-api.mjs';

const fake = await startFakePaystackApi({
  port: Number(process.env.FAKE_PAYSTACK_PORT ?? 3102),
  secretKey: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_fake',
  webhookUrl: process.env.FAKE_PAYSTACK_WEBHOOK_URL,
});
console.log(`fake Paystack API on ${fake.url}`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
