'use client';

import { useEffect, useState } from 'react';

// Pages are prerendered at build time; this keeps the copyright year right after New Year
// without a rebuild.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
