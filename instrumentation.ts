// Runs once per server process, before Next handles requests (see lib/api/peer-address.ts for why).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHook } = await import('./lib/api/peer-address');
    installPeerAddressHook();
  }
}
