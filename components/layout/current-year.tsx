'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// Pages are prerendered at build time; after hydration the browser's clock decides, so the
// copyright year is right after New Year without a rebuild.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
