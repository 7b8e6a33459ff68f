// Where the fake reference service listens: the same rule as playwright.config.ts (E2E_PORT + 1 unless set).
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const fakeUpstreamPort = Number(process.env.FAKE_UPSTREAM_PORT ?? e2ePort + 1);
export const fakeUpstreamUrl = `http://localhost:${fakeUpstreamPort}`;

export interface UpstreamPayload {
  accountName: string;
  accountNumber: string;
  shop: string;
  amount: number;
  email: string;
  action: string;
}

/** The payloads the fake service received for this e-mail address. */
export async function upstreamRequestsFor(email: string): Promise<UpstreamPayload[]> {
  const response = await fetch(`${fakeUpstreamUrl}/requests?email=${encodeURIComponent(email)}`);
  return (await response.json()) as UpstreamPayload[];
}
