// The environment of an end-to-end run (npm run test:e2e, npm run test:edge): the values the build is made with and
// the servers get. The suite checks that the secret ones never reach the browser bundle.
export function e2eEnv(chromiumPath) {
  return {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY ?? 'pk_test_e2e_public_key',
    PAYMENT_SHOP_ID: process.env.PAYMENT_SHOP_ID ?? 'shop-secret-e2e-7f3a9c',
    PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_e2e_secret_9d41c7',
  };
}
