'use client';

import { useEffect, useState } from 'react';
import { orderEndpoint } from '@/lib/shop/checkout/checkout-contract';
import { statusWords } from '@/lib/shop/checkout/order-status-words';

/** Often enough to feel live once the phone approves a mobile-money payment, rare enough for slow paid data. */
const STATUS_POLL_MS = 4_000;

/**
 * The order's status, kept live while it is pending: asks the server every few seconds and stops once the status is
 * final. Announced politely to screen readers, so the change to paid is heard.
 */
export function OrderStatusLive({
  reference,
  receiptKey,
  initialStatus,
}: {
  reference: string;
  receiptKey: string;
  initialStatus: string;
}) {
  const [status, setStatus] = useState(initialStatus);

  useEffect(() => {
    if (status !== 'pending') return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(orderEndpoint(reference, receiptKey), { cache: 'no-store' });
        if (!response.ok) return;
        const body = (await response.json()) as { status?: unknown };
        if (!stopped && typeof body.status === 'string') setStatus(body.status);
      } catch {
        // Offline for a moment (mobile data): the next tick tries again.
      }
    }, STATUS_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [status, reference, receiptKey]);

  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="order-status"
      data-status={status}
      className={status === 'paid' ? 'font-semibold text-green-800' : 'font-semibold text-stone-900'}
    >
      {statusWords(status)}
    </p>
  );
}
