import { expect } from '@playwright/test';

// The SMTP capture started by playwright.config.ts (e2e/support/smtp-capture.mjs) shows what it received here.
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const messagesUrl = `http://127.0.0.1:${e2ePort + 4}/messages`;

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Every captured message that names this order (parallel tests share the capture). */
export async function mailsFor(reference: string): Promise<CapturedMail[]> {
  const all = (await (await fetch(messagesUrl)).json()) as CapturedMail[];
  return all.filter((mail) => mail.subject.includes(reference));
}

/** Every captured message sent to this address (a test's own, made unique). */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const all = (await (await fetch(messagesUrl)).json()) as CapturedMail[];
  return all.filter((mail) => mail.to.includes(address));
}

/** Waits for the shop's and the buyer's mail of a paid order, then checks that no more than one of each arrived. */
export async function expectOneMailEach(reference: string, buyer: string): Promise<CapturedMail[]> {
  await expect.poll(async () => (await mailsFor(reference)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  // A second copy would come from a second delivery moments later: give it the chance to show up.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const mails = await mailsFor(reference);
  expect(mails.map((mail) => mail.to).sort()).toEqual([[buyer], ['info@mhv.example']].sort());
  return mails;
}
