'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { parseShopView, shopPath } from '@/lib/shop/catalogue/shop-query';

// Links shared when the shop kept its view in the query (/Products?category=Tea&page=2) open that view's own address.
export function LegacyShopQuery({ pageCounts }: { pageCounts: Record<string, number> }) {
  const router = useRouter();
  useEffect(() => {
    const { search } = window.location;
    if (!search) return;
    const params = new URLSearchParams(search);
    if (!params.has('category') && !params.has('page')) return;
    router.replace(shopPath(parseShopView(search, pageCounts)));
  }, [router, pageCounts]);
  return null;
}
