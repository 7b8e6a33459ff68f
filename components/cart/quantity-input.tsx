'use client';

import { useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/shop/cart/cart-line';

interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
}

// What the visitor types is kept while they type (an empty box on the way to '3' is fine); only numbers of 1 or
// more reach the cart, and the box shows the cart's quantity again when it loses focus.
export function QuantityInput({ value, onChange, label }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      inputMode="numeric"
      min={MIN_QUANTITY}
      max={MAX_QUANTITY}
      step={1}
      aria-label={label}
      value={draft ?? String(value)}
      onChange={(event) => {
        const raw = event.target.value;
        const quantity = raw.trim() === '' ? Number.NaN : Number(raw);
        if (Number.isFinite(quantity) && quantity >= MIN_QUANTITY) {
          onChange(quantity);
          // Past the cap or with decimals, show what the cart actually kept.
          setDraft(Number.isInteger(quantity) && quantity <= MAX_QUANTITY ? raw : null);
        } else {
          setDraft(raw);
        }
      }}
      onBlur={() => setDraft(null)}
      className="w-16 rounded-md border border-stone-300 px-2 py-1.5 text-center text-base"
    />
  );
}
